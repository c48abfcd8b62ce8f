import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CacheInvalidation, createSessionResolver, type InvalidationKind } from '@edge/api';
import { createAuth } from '@edge/auth';
import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/env';
import { silentLogger } from '../src/log/logger';
import { openRedis, type RedisConnections } from '../src/redis/redis-connections';
import { createRedisInvalidation, type RedisInvalidation } from '../src/redis/redis-invalidation';
import { type RunningServer, startServer } from '../src/server';
import { bearer, loginUser, registerUser } from './http-helpers';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/**
 * Caches kept in process memory, invalidated across processes through Redis (one channel,
 * `<prefix>invalidate`): a logout drops the session every process kept, a public change the drawn
 * pages every process kept.
 *
 * On one machine the processes share the SQLite file, and its data_version already tells each one
 * of the others' commits: the tests on one DATA_DIR pass through either path. The Redis path is
 * what several machines need, where no process sees another's commits; the tests that share no
 * database (or make no write at all) show that it works alone.
 */

const prefix = uniquePrefix();
/** A bound for starting servers and a first draw on a loaded 2-core machine (not a wait). */
const SLOW_MS = 60_000;
const redisEnv = { REDIS_URL, REDIS_PREFIX: prefix };

/**
 * A stand-in for the web app's server bundle (as first-view.test.ts): it draws `/` with the
 * render's number, so a test sees when a kept page was drawn anew. It answers with every field
 * either shape of the draw reads (firstViewPaths and data, or lang and unloaded).
 */
const ENTRY = `
let renders = 0;
export const firstViewPaths = ['/'];
export async function renderFirstView(url) {
	renders += 1;
	const html = '<main data-render="' + renders + '">' + url + '</main>';
	return { html, data: { url }, title: null, lang: 'es', unloaded: [] };
}
export function firstViewDataScript(data) {
	return '<script type="application/json" id="edge-first-view">' + JSON.stringify(data) + '</script>';
}
`;

let webDist: WebDistFixture;
const connections: RedisConnections[] = [];
const stops: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
	await requireRedis();
	webDist = createWebDist();
	mkdirSync(join(webDist.dir, 'ssr'));
	writeFileSync(join(webDist.dir, 'ssr', 'entry-server.js'), ENTRY);
});
afterAll(async () => {
	for (const stop of stops.reverse()) await stop();
	await Promise.all(connections.map((connection) => connection.close()));
	webDist?.remove();
	await dropKeys(prefix);
});

/** What one process opens: its own two connections, the shared prefix; once subscribed. */
async function processInvalidation(): Promise<{ invalidation: RedisInvalidation; redis: RedisConnections }> {
	const redis = openRedis(REDIS_URL, prefix, silentLogger);
	connections.push(redis);
	const invalidation = createRedisInvalidation(redis);
	await invalidation.subscribed;
	return { invalidation, redis };
}

/** Resolves with the key of the next message of `kind` this process hears. */
function nextMessage(invalidation: CacheInvalidation, kind: InvalidationKind): Promise<string | undefined> {
	return new Promise((resolve) => {
		const stop = invalidation.subscribe(kind, (key) => {
			stop();
			resolve(key);
		});
	});
}

const renderOf = async (url: string) => {
	const html = await (await fetch(`${url}/`)).text();
	return Number(/data-render="(\d+)"/.exec(html)?.[1]);
};

/** A second server on the file of `a` (another process, as WEB_CONCURRENCY runs them). */
async function secondServer(dataDir: string): Promise<RunningServer> {
	const settings = readSettings({
		NODE_ENV: 'test',
		PORT: '0',
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		LOG_REQUESTS: 'false',
		WEB_DIST: webDist.dir,
		...redisEnv,
	});
	const server = await startServer({ settings });
	stops.push(() => server.close());
	return server;
}

async function testServer(): Promise<TestServer> {
	const server = await startTestServer({ WEB_DIST: webDist.dir, ...redisEnv });
	stops.push(() => server.stop());
	return server;
}

describe('the Redis channel alone: caches that see no write', () => {
	let testDb: TestDb;
	beforeAll(() => {
		testDb = createTestDb();
	});
	afterAll(() => testDb.cleanup());

	it("drops the session a process kept when another process publishes its logout or its user's change", async () => {
		const a = await processInvalidation();
		const b = await processInvalidation();
		const auth = createAuth({ db: testDb.db, secureCookies: false });
		const resolveOnB = createSessionResolver(auth, testDb.db, b.invalidation);
		const user = insertTestUser(testDb.db, { firstName: 'Ana' });
		const other = insertTestUser(testDb.db, { firstName: 'Otro' });
		const { token } = await auth.createSession(user.id);
		const headers = new Headers(bearer(token));

		// Kept: the same row object answers request after request.
		const kept = resolveOnB(headers).user;
		expect(kept?.id).toBe(user.id);
		expect(resolveOnB(headers).user).toBe(kept);

		// A message about someone else leaves it.
		let heard = nextMessage(b.invalidation, 'user');
		a.invalidation.publish('user', other.id);
		expect(await heard).toBe(other.id);
		expect(resolveOnB(headers).user).toBe(kept);

		// No write anywhere (data_version has nothing to see): the message alone drops it, and B
		// reads the row again.
		heard = nextMessage(b.invalidation, 'session');
		a.invalidation.publish('session', token);
		expect(await heard).toBe(token);
		const reread = resolveOnB(headers).user;
		expect(reread).not.toBe(kept);
		expect(reread?.id).toBe(user.id);

		heard = nextMessage(b.invalidation, 'user');
		a.invalidation.publish('user', user.id);
		await heard;
		expect(resolveOnB(headers).user).not.toBe(reread);
	});

	it('a process hears its own message at once and once only; one whose subscription comes back drops everything', async () => {
		const a = await processInvalidation();
		const b = await processInvalidation();
		const onA: (string | undefined)[] = [];
		a.invalidation.subscribe('session', (key) => onA.push(key));
		a.invalidation.publish('session', 'token-1');
		// At once, before any Redis round trip.
		expect(onA).toEqual(['token-1']);
		// B answers once it heard it; A hears B's answer after its own echo (Redis keeps one order per
		// subscriber), which it skipped.
		const answered = nextMessage(a.invalidation, 'user');
		const heardOnB = nextMessage(b.invalidation, 'session');
		expect(await heardOnB).toBe('token-1');
		b.invalidation.publish('user', 'answer');
		expect(await answered).toBe('answer');
		expect(onA).toEqual(['token-1']);

		// Messages may have gone by while B was cut off: back, it drops every kind, keys unknown.
		const droppedAll = nextMessage(b.invalidation, 'session');
		b.redis.subscriber.disconnect(true);
		expect(await droppedAll).toBeUndefined();
		// Its subscription is back by then (the drop waits for it): it hears messages again.
		const heardAgain = nextMessage(b.invalidation, 'publicData');
		a.invalidation.publish('publicData', 'again');
		expect(await heardAgain).toBe('again');
	});

	it(
		'a public change made through one server redraws the kept page of another that shares no database with it',
		async () => {
			const a = await testServer();
			// Its own DATA_DIR: A's writes never reach B's file, only A's message does.
			const b = await testServer();
			const first = await renderOf(b.url);
			expect(first).toBeGreaterThan(0);
			expect(await renderOf(b.url)).toBe(first);
			// A sign-up writes `users`, a table visitors' pages read (packages/db/src/public-data.ts).
			await registerUser(a);
			let render = await renderOf(b.url);
			while (render === first) render = await renderOf(b.url);
			expect(render).toBeGreaterThan(first);
		},
		SLOW_MS,
	);
});

describe('two servers on one DATA_DIR and one Redis (WEB_CONCURRENCY=2)', () => {
	let a: TestServer;
	let bUrl: string;
	beforeAll(async () => {
		a = await testServer();
		bUrl = (await secondServer(a.settings.dataDir)).url;
	}, SLOW_MS);

	it('a logout on A: the next request on B is anonymous', async () => {
		const account = await registerUser(a);
		const me = () => fetch(`${bUrl}/api/v1/auth/me`, { headers: bearer(account.token) });
		expect((await me()).status).toBe(200);
		// Kept on B: asked again, still signed in.
		expect((await me()).status).toBe(200);
		const logout = await call(() => apiClient(a.url, bearer(account.token)).auth.logout.mutate());
		expect(logout.status).toBe(200);
		expect((await me()).status).toBe(401);
	});

	it(
		"writes no visitor sees on A (sign-ins, failed sign-ins, sessions) leave B's kept page",
		async () => {
			const account = await registerUser(a);
			const kept = await renderOf(bUrl);
			expect(await renderOf(bUrl)).toBe(kept);
			await loginUser(a, account.email, account.password);
			await call(() => apiClient(a.url).auth.login.mutate({ email: account.email, password: 'Incorrecta123' }));
			// The same file, so B's data_version moved: a process alone would have drawn it again.
			expect(await renderOf(bUrl)).toBe(kept);
		},
		SLOW_MS,
	);

	it(
		"a public change on A: B's kept page is drawn again on the next visit",
		async () => {
			const first = await renderOf(bUrl);
			expect(await renderOf(bUrl)).toBe(first);
			await registerUser(a);
			expect(await renderOf(bUrl)).toBeGreaterThan(first);
		},
		SLOW_MS,
	);
});
