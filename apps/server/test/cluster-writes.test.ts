import { join } from 'node:path';
import { closeDb, createDb, users } from '@edge/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	type ClusterProcess,
	jsonLines,
	signUp,
	startCluster,
	stopCluster,
	until,
	workerStarts,
} from './cluster-helpers';

/**
 * Issue 24: killing one worker under load loses no acknowledged write. Clients sign accounts up
 * through tRPC over HTTP, in loops, against WEB_CONCURRENCY=2; one worker is SIGKILLed mid-load.
 * Every sign-up that got a 2xx answer must be in the SQLite file afterwards, and the load goes on
 * through the restarted worker.
 */

const CLIENTS = 6;

let cluster: ClusterProcess;
beforeAll(async () => {
	// TRUST_PROXY as behind a deployment's proxy: each client's X-Forwarded-For is its address.
	cluster = await startCluster(2, { TRUST_PROXY: 'true' });
}, 120_000);
afterAll(() => stopCluster(cluster));

describe('a worker killed under load', () => {
	it('loses no acknowledged sign-up, and the load goes on through its replacement', { timeout: 180_000 }, async () => {
		const acknowledged: { email: string; at: number }[] = [];
		const answered: number[] = [];
		let failed = 0;
		let running = true;
		let sequence = 0;
		const client = async (id: number) => {
			while (running) {
				sequence += 1;
				const email = `load.${id}.${sequence}.${process.pid}@example.com`;
				try {
					const status = await signUp(cluster.url, email);
					answered.push(status);
					if (status >= 200 && status < 300) acknowledged.push({ email, at: Date.now() });
				} catch {
					// No answer (the connection died with its worker): not acknowledged, so nothing is owed.
					failed += 1;
				}
			}
		};
		const clients = Array.from({ length: CLIENTS }, (_, id) => client(id));
		try {
			await until(() => acknowledged.length >= 12, 'the load is under way');
			const victim = workerStarts(cluster.output()).find((w) => w.slot === 2);
			if (!victim) throw new Error('no worker 2');
			process.kill(victim.pid, 'SIGKILL');
			await cluster.waitFor(new RegExp(`worker 2 \\(pid ${victim.pid}\\) died \\(signal SIGKILL\\)`), 30_000);
			await until(() => workerStarts(cluster.output()).length === 3, 'worker 2 restarted', 120_000);
			const replacement = workerStarts(cluster.output())[2];
			const restartedAt = Date.now();
			// The load goes on: sign-ups acknowledged after the restart, some served by the new worker.
			await until(
				() =>
					acknowledged.filter((a) => a.at > restartedAt).length >= 12 &&
					jsonLines(cluster.output()).some(
						(line) => line.pid === replacement?.pid && line.path === '/api/trpc/auth.register' && line.status === 200,
					),
				'the replacement served sign-ups',
				120_000,
			);
		} finally {
			running = false;
			await Promise.all(clients);
		}

		// Every answer that came was a success: the kill shows up only as requests with no answer.
		expect(answered.filter((status) => status !== 200)).toEqual([]);
		cluster.child.kill('SIGTERM');
		expect((await cluster.exited).code).toBe(0);

		const db = createDb(join(cluster.dataDir, 'edge.sqlite'));
		try {
			const emails = acknowledged.map((a) => a.email);
			const stored = new Set<string>();
			// In slices: SQLite caps the parameters of one statement.
			for (let start = 0; start < emails.length; start += 500) {
				const slice = emails.slice(start, start + 500);
				for (const row of db.select({ email: users.email }).from(users).where(inArray(users.email, slice)).all())
					stored.add(row.email);
			}
			expect(emails.filter((email) => !stored.has(email))).toEqual([]);
			expect(stored.size).toBe(emails.length);
		} finally {
			closeDb(db);
		}
		console.log(`sign-ups: ${acknowledged.length} acknowledged, ${failed} without an answer (the kill)`);
	});
});
