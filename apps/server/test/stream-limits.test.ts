import { DEFAULT_LIMITS } from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredUser, registerInput, sessionCookie } from './http-helpers';
import { type HeldStream, holdStream } from './sse-client';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * Live streams (chat.events, wall.live) open at once, per account and per client address, with the
 * numbers the product runs with (docs/api.md "Limits"). X-Forwarded-For is believed (TRUST_PROXY),
 * so each test holds its streams from an address of its own.
 */
let server: TestServer;
const held: HeldStream[] = [];
beforeAll(async () => {
	server = await startTestServer({ TRUST_PROXY: 'true' }, undefined, { limits: DEFAULT_LIMITS });
});
afterAll(async () => {
	for (const stream of held) await stream.close();
	await server?.stop();
});

let addressCounter = 0;
const newAddress = () => {
	addressCounter += 1;
	return `203.0.113.${addressCounter}`;
};

async function signUp(): Promise<RegisteredUser> {
	const input = registerInput();
	const response = await call(() =>
		apiClient(server.url, { 'x-forwarded-for': newAddress() }).auth.register.mutate(input),
	);
	if (!response.data) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.error)}`);
	return {
		token: response.data.token,
		user: response.data.user,
		cookie: sessionCookie(response.headers) ?? '',
		email: input.email,
		password: input.password,
	};
}

async function open(path: 'chat.events' | 'wall.live', headers: Record<string, string>): Promise<HeldStream> {
	const stream = await holdStream(server, path, headers, path === 'chat.events' ? {} : undefined);
	held.push(stream);
	return stream;
}

/** Opens `count` streams one after the other; every one must start. */
async function openAll(count: number, path: 'chat.events' | 'wall.live', headers: () => Record<string, string>) {
	const streams: HeldStream[] = [];
	for (let index = 0; index < count; index += 1) {
		const stream = await open(path, headers());
		expect(stream.start.kind, `stream ${index + 1}`).toBe('open');
		streams.push(stream);
	}
	return streams;
}

function expectRefused(stream: HeldStream) {
	expect(stream.start.kind).toBe('refused');
	if (stream.start.kind !== 'refused') return;
	expect(stream.start.error.data.code).toBe('TOO_MANY_REQUESTS');
	expect(stream.start.error.data.httpStatus).toBe(429);
	expect(stream.start.error.data.i18nKey).toBe('errors.tooManyStreams');
	expect(stream.start.error.data.params).toMatchObject({ retryAfterSeconds: expect.any(Number) });
}

/**
 * Closing a stream gives its slot back once the server has seen the hang-up, which is not the
 * moment the client's close() returns: retry until a new stream starts (each try is refused and
 * holds nothing), with a bound so a slot that never comes back fails the test.
 */
async function openOnceFreed(path: 'chat.events' | 'wall.live', headers: Record<string, string>): Promise<HeldStream> {
	for (let attempt = 0; attempt < 200; attempt += 1) {
		const stream = await open(path, headers);
		if (stream.start.kind === 'open') return stream;
		await stream.close();
	}
	throw new Error('the closed stream never gave its slot back');
}

describe('live streams per account', () => {
	const limit = DEFAULT_LIMITS['streams:account'];

	it(`holds ${limit.points} chat streams of one account at once; closing one frees a slot`, async () => {
		const user = await signUp();
		// From different addresses: only the account's own limit applies.
		const streams = await openAll(limit.points, 'chat.events', () => ({
			cookie: user.cookie,
			'x-forwarded-for': newAddress(),
		}));
		const refused = await open('chat.events', { cookie: user.cookie, 'x-forwarded-for': newAddress() });
		expectRefused(refused);

		// Chat and wall streams share the account's slots.
		expectRefused(await open('wall.live', { cookie: user.cookie, 'x-forwarded-for': newAddress() }));
		// Another account is not affected.
		const other = await signUp();
		expect((await open('chat.events', { cookie: other.cookie, 'x-forwarded-for': newAddress() })).start.kind).toBe(
			'open',
		);

		await streams[0]?.close();
		const again = await openOnceFreed('chat.events', { cookie: user.cookie, 'x-forwarded-for': newAddress() });
		expect(again.start.kind).toBe('open');
		expectRefused(await open('chat.events', { cookie: user.cookie, 'x-forwarded-for': newAddress() }));
	});
});

describe('live streams per address', () => {
	const limit = DEFAULT_LIMITS['streams:ip'];

	it(`holds ${limit.points} anonymous wall streams from one address at once; closing one frees a slot`, async () => {
		const address = newAddress();
		const streams = await openAll(limit.points, 'wall.live', () => ({ 'x-forwarded-for': address }));
		expectRefused(await open('wall.live', { 'x-forwarded-for': address }));
		// A signed-in user at that address is refused too: the address is full.
		const user = await signUp();
		expectRefused(await open('chat.events', { cookie: user.cookie, 'x-forwarded-for': address }));
		// Another address is not affected.
		expect((await open('wall.live', { 'x-forwarded-for': newAddress() })).start.kind).toBe('open');

		await streams[0]?.close();
		expect((await openOnceFreed('wall.live', { 'x-forwarded-for': address })).start.kind).toBe('open');
		expectRefused(await open('wall.live', { 'x-forwarded-for': address }));
	});

	it('gives back the address slot of a refused account stream', async () => {
		const address = newAddress();
		const user = await signUp();
		await openAll(DEFAULT_LIMITS['streams:account'].points, 'chat.events', () => ({
			cookie: user.cookie,
			'x-forwarded-for': address,
		}));
		// Refused by the account's limit: the address keeps every other slot it had.
		for (let index = 0; index < 5; index += 1) {
			expectRefused(await open('chat.events', { cookie: user.cookie, 'x-forwarded-for': address }));
		}
		const free = limit.points - DEFAULT_LIMITS['streams:account'].points;
		await openAll(free, 'wall.live', () => ({ 'x-forwarded-for': address }));
		expectRefused(await open('wall.live', { 'x-forwarded-for': address }));
	});
});
