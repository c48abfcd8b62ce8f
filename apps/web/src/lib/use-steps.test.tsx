import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSteps } from './use-steps';

afterEach(() => vi.useRealTimers());

describe('useSteps', () => {
	it('climbs one step per task after the first commit, up to the count, and stops there', async () => {
		vi.useFakeTimers();
		const { result } = renderHook(() => useSteps(2));
		expect(result.current).toBe(0);
		await act(async () => vi.advanceTimersToNextTimerAsync());
		expect(result.current).toBe(1);
		await act(async () => vi.advanceTimersToNextTimerAsync());
		expect(result.current).toBe(2);
		// Nothing more is scheduled once the last step is reached.
		expect(vi.getTimerCount()).toBe(0);
	});

	it('schedules nothing after it is gone', async () => {
		vi.useFakeTimers();
		const { unmount } = renderHook(() => useSteps(3));
		unmount();
		expect(vi.getTimerCount()).toBe(0);
	});
});
