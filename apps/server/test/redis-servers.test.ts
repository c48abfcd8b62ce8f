import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@edge/api';
import { closeDb, createDb } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/env';
import { startServer } from '../src/server';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';
import { freePort, type ServerProcess, startServerProcess } from './server-process';
import { startTestServer, type TestServer } from './test-server';
import { createPost, WallStream, wallUser } from './wall-helpers';

/** Servers with REDIS_URL: their readiness, and live events crossing from one server to another. */

const prefix = uniquePrefix();
const redisEnv = { REDIS_URL, REDIS_PREFIX: prefix };
const streams: WallStream[] = [];

beforeAll(requireRedis);
afterAll(async () => {
	for (const stream of streams) stream.close();
	await dropKeys(prefix);
});

const readyOf = async (url: string) => {
	const response = await fetch(`${url}/api/ready`);
	return { status: response.status, body: (await response.json()) as { failed?: string[]; checks: object } };
};

describe('GET /api/ready with REDIS_URL', () => {
	it('checks Redis: ok when it answers, 503 naming it when it does not; no check without REDIS_URL', async () => {
		const up = await startTestServer(redisEnv);
		const down = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_PREFIX: prefix });
		const plain = await startTestServer();
		try {
			// The connection opens in the background; the check answers ok once it is up.
			let answer = await readyOf(up.url);
			while (answer.status !== 200) answer = await readyOf(up.url);
			expect(answer.body.checks).toMatchObject({ redis: { ok: true } });

			expect(await readyOf(down.url)).toMatchObject({
				status: 503,
				body: { failed: ['redis'], checks: { redis: { ok: false, reason: 'Redis does not answer' } } },
			});
			expect((await readyOf(plain.url)).body.checks).not.toHaveProperty('redis');
		} finally {
			await Promise.all([up.stop(), down.stop(), plain.stop()]);
		}
	});
});

describe('two servers on one database and one Redis', () => {
	let a: TestServer;
	let bUrl: string;
	let closeB: () => Promise<unknown>;
	beforeAll(async () => {
		a = await startTestServer(redisEnv);
		const settings = readSettings({
			NODE_ENV: 'test',
			PORT: '0',
			HOST: '127.0.0.1',
			DATA_DIR: a.settings.dataDir,
			LOG_REQUESTS: 'false',
			...redisEnv,
		});
		const b = await startServer({ settings });
		bUrl = b.url;
		closeB = () => b.close();
	});
	afterAll(async () => {
		await closeB?.();
		await a?.stop();
	});

	it('a wall post made through one reaches a wall.live stream held on the other', async () => {
		const onB = new WallStream({ url: bUrl } as TestServer);
		streams.push(onB);
		// 'ready' comes once the stream's Redis subscription is live (ChatBus.subscribed).
		await onB.ready();
		const author = await wallUser(a, { firstName: 'Autora' });
		const post = await createPost(author);
		expect(await onB.find('post', (event) => event.postId === post.id)).toEqual({ type: 'post', postId: post.id });
	});
});

describe('two server processes (npm start) on one DATA_DIR and REDIS_URL', () => {
	const procs: ServerProcess[] = [];
	let dataDir: string;
	afterAll(async () => {
		for (const proc of procs) {
			if (proc.child.exitCode === null && proc.child.signalCode === null) {
				proc.child.kill('SIGTERM');
				await proc.exited;
			}
		}
		if (dataDir) rmSync(dataDir, { recursive: true, force: true });
	});

	it('a wall post made through process A reaches a wall.live stream held on process B', async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'edge-redis-'));
		const start = async () => {
			const port = await freePort();
			const proc = startServerProcess({
				PORT: String(port),
				HOST: '127.0.0.1',
				DATA_DIR: dataDir,
				LOG_REQUESTS: 'false',
				NODE_ENV: 'test',
				...redisEnv,
			});
			procs.push(proc);
			await proc.waitFor(/Edge is running on /);
			return `http://127.0.0.1:${port}`;
		};
		// One after the other: the first applies the migrations.
		const urlA = await start();
		const urlB = await start();
		const db = createDb(join(dataDir, 'edge.sqlite'));
		try {
			const onB = new WallStream({ url: urlB } as TestServer);
			streams.push(onB);
			await onB.ready();
			const author = await wallUser({ url: urlA, db, clock: systemClock } as TestServer, { firstName: 'Autora' });
			const post = await createPost(author);
			expect(await onB.find('post', (event) => event.postId === post.id)).toEqual({ type: 'post', postId: post.id });
		} finally {
			closeDb(db);
		}
	});
});
