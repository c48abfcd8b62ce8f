import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamRetryDelayMs, useStreamRetry } from './stream-retry';

afterEach(() => {
	vi.useRealTimers();
});

describe('streamRetryDelayMs', () => {
	const middle = () => 0.5;

	it("waits the server's suggestion, doubled after each refusal, at most five minutes", () => {
		expect(streamRetryDelayMs(0, 30, middle)).toBe(30_000);
		expect(streamRetryDelayMs(1, 30, middle)).toBe(60_000);
		expect(streamRetryDelayMs(2, 30, middle)).toBe(120_000);
		expect(streamRetryDelayMs(5, 30, middle)).toBe(300_000);
		expect(streamRetryDelayMs(0, undefined, middle)).toBe(30_000);
	});

	it('spreads the wait by a quarter either way', () => {
		expect(streamRetryDelayMs(0, 40, () => 0)).toBe(30_000);
		expect(streamRetryDelayMs(0, 40, () => 0.999_999)).toBe(50_000);
	});
});

describe('useStreamRetry', () => {
	const refused = (reset: () => void) => ({
		status: 'error' as const,
		error: { data: { code: 'TOO_MANY_REQUESTS', params: { retryAfterSeconds: 30 } } },
		reset,
	});

	it('subscribes again only after the wait, never at once', () => {
		vi.useFakeTimers();
		const reset = vi.fn();
		renderHook(() => useStreamRetry(refused(reset)));
		act(() => vi.advanceTimersByTime(22_000));
		expect(reset).not.toHaveBeenCalled();
		act(() => vi.advanceTimersByTime(16_000));
		expect(reset).toHaveBeenCalledTimes(1);
	});

	it('waits longer after each refusal in a row, and starts over once a stream is open', () => {
		vi.useFakeTimers();
		const reset = vi.fn();
		const { rerender } = renderHook((state: Parameters<typeof useStreamRetry>[0]) => useStreamRetry(state), {
			initialProps: refused(reset),
		});
		act(() => vi.advanceTimersByTime(38_000));
		expect(reset).toHaveBeenCalledTimes(1);
		// Refused again: the second wait is at least 45 s.
		rerender({ status: 'connecting', error: null, reset } as never);
		rerender(refused(reset));
		act(() => vi.advanceTimersByTime(44_000));
		expect(reset).toHaveBeenCalledTimes(1);
		act(() => vi.advanceTimersByTime(32_000));
		expect(reset).toHaveBeenCalledTimes(2);
		// Open at last, then refused later: back to the first wait.
		rerender({ status: 'pending', error: null, reset } as never);
		rerender(refused(reset));
		act(() => vi.advanceTimersByTime(38_000));
		expect(reset).toHaveBeenCalledTimes(3);
	});

	it('leaves errors about the request itself alone (signed out, forbidden, not found)', () => {
		vi.useFakeTimers();
		const reset = vi.fn();
		for (const code of ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']) {
			renderHook(() => useStreamRetry({ status: 'error', error: { data: { code } }, reset }));
		}
		act(() => vi.advanceTimersByTime(600_000));
		expect(reset).not.toHaveBeenCalled();
	});

	it('subscribes again after a lost stream (no answer, a proxy 502): after about 2 s, then longer', () => {
		vi.useFakeTimers();
		const reset = vi.fn();
		const lost = { status: 'error' as const, error: { data: null }, reset };
		const { rerender } = renderHook((state: Parameters<typeof useStreamRetry>[0]) => useStreamRetry(state), {
			initialProps: lost,
		});
		act(() => vi.advanceTimersByTime(1_400));
		expect(reset).not.toHaveBeenCalled();
		act(() => vi.advanceTimersByTime(1_200));
		expect(reset).toHaveBeenCalledTimes(1);
		// Lost again before it opened: the second wait is at least 3 s.
		rerender({ status: 'connecting', error: null, reset } as never);
		rerender({ ...lost, error: { data: { code: 'INTERNAL_SERVER_ERROR' } } } as never);
		act(() => vi.advanceTimersByTime(2_900));
		expect(reset).toHaveBeenCalledTimes(1);
		act(() => vi.advanceTimersByTime(2_200));
		expect(reset).toHaveBeenCalledTimes(2);
	});
});
