import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, restartDelayMs } from './restart-backoff';
import { JOBS_SLOT, workerEnv, workerRoleFromEnv } from './worker-role';

describe('the restart back-off', () => {
	it('restarts at once after a first death, then doubles from 1 s while the worker keeps dying at start, up to 30 s', () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
			0,
			0,
			1000,
			2000,
			4000,
			8000,
			16_000,
			MAX_RESTART_DELAY_MS,
			MAX_RESTART_DELAY_MS,
		]);
	});
});

describe('a worker role through the environment', () => {
	it('comes back as it was given: slot, jobs, the primary’s simulator', () => {
		const role = {
			slot: JOBS_SLOT,
			runsJobs: true,
			paypalSimulator: { url: 'http://127.0.0.1:4000', webhookId: 'WH-1' },
		};
		expect(workerRoleFromEnv(workerEnv(role))).toEqual(role);
		const plain = { slot: 2, runsJobs: false, paypalSimulator: null };
		expect(workerRoleFromEnv(workerEnv(plain))).toEqual(plain);
	});

	it('is refused when the primary did not give one', () => {
		expect(() => workerRoleFromEnv({})).toThrow(/EDGE_WORKER_SLOT is missing/);
	});
});
