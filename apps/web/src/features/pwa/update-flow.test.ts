import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_ACTIVATION_TIMEOUT_MS, startUpdate } from './update-flow';

describe('accepting an update', () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	const deps = () => ({ skipWaiting: vi.fn(), saveDrafts: vi.fn(), reload: vi.fn() });

	it('asks the worker to skip waiting and saves drafts before anything reloads', async () => {
		const d = deps();
		startUpdate(d);
		await vi.advanceTimersByTimeAsync(0);
		expect(d.skipWaiting).toHaveBeenCalledTimes(1);
		expect(d.saveDrafts).toHaveBeenCalledTimes(1);
		expect(d.reload).not.toHaveBeenCalled();
	});

	it('reloads when the new worker takes control, and the time-out does not reload again', async () => {
		const d = deps();
		const pending = startUpdate(d);
		await vi.advanceTimersByTimeAsync(1_500);
		pending.controlling();
		expect(d.reload).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(SW_ACTIVATION_TIMEOUT_MS * 2);
		pending.controlling();
		expect(d.reload).toHaveBeenCalledTimes(1);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('reloads anyway 10 000 ms after accepting when the worker never takes control', async () => {
		expect(SW_ACTIVATION_TIMEOUT_MS).toBe(10_000);
		const d = deps();
		startUpdate(d);
		await vi.advanceTimersByTimeAsync(SW_ACTIVATION_TIMEOUT_MS - 1);
		expect(d.reload).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(d.reload).toHaveBeenCalledTimes(1);
		// Saved once on accepting and once right before reloading.
		expect(d.saveDrafts).toHaveBeenCalledTimes(2);
	});

	it('still reloads after the time-out when telling the worker fails', async () => {
		const d = { ...deps(), skipWaiting: vi.fn().mockRejectedValue(new Error('no worker')) };
		startUpdate(d);
		await vi.advanceTimersByTimeAsync(SW_ACTIVATION_TIMEOUT_MS);
		expect(d.reload).toHaveBeenCalledTimes(1);
	});
});
