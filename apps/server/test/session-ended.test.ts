import { grantStaff } from '@edge/api';
import { ENDED_SESSION_RETENTION_MS, sessionIdHash } from '@edge/auth';
import { endedSessions, mailOutbox, sessions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStream } from './chat-core-helpers';
import { bearer, loginUser, type RegisteredUser, registerUser, trpcBatch, uniqueEmail } from './http-helpers';
import { DAY_MS, setSessionExpiry } from './session-rows';
import { holdStream } from './sse-client';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * A tab whose session ended elsewhere is told on its very next request, and why (issue 35, point 2;
 * docs/api.md "Sessions that end"): every API answer to a request carrying a session that no longer
 * works has `Edge-Session-Ended: <reason>` and blanks the cookie; a call that needs a session is
 * UNAUTHORIZED with the same reason in `data.sessionEnded`, which is what a live stream sees; an open
 * chat stream ends with it.
 */
let server: TestServer;
let staff: RegisteredUser;
const HEADER = 'edge-session-ended';

beforeAll(async () => {
	server = await startTestServer();
	staff = await registerUser(server, { firstName: 'Mónica' });
	grantStaff(server.db, staff.email, 'moderator', new Date());
});
afterAll(async () => {
	await server?.stop();
});

/** The typed client with these headers (typed-client.ts); signed out without any. */
const api = (headers: Record<string, string> = {}) => apiClient(server.url, headers);

/** The same holder of a session, sending it as the page does (bearer) and as EventSource does (cookie). */
const withBoth = (user: RegisteredUser) => ({ ...bearer(user.token), cookie: user.cookie });

/** What the tab's next requests learn: a batched read (private and public), the REST facade, an upload. */
async function nextRequests(user: RegisteredUser) {
	const batch = await trpcBatch(server.url, 'query', [{ path: 'auth.me' }, { path: 'maps.config' }], withBoth(user));
	const me = await fetch(`${server.url}/api/v1/auth/me`, { headers: withBoth(user) });
	const mutation = await call(() => api(bearer(user.token)).chat.typing.mutate({ conversationId: 1 }));
	const upload = await fetch(`${server.url}/api/v1/uploads`, {
		method: 'POST',
		headers: bearer(user.token),
		body: new FormData(),
	});
	const [private_, public_] = batch.items;
	return {
		batch: {
			header: batch.headers.get(HEADER),
			cookie: batch.headers.getSetCookie().find((value) => value.startsWith('edge_session=')) ?? null,
			privateError: private_?.error?.data,
			publicOk: public_ !== undefined && 'result' in public_,
		},
		rest: { status: me.status, header: me.headers.get(HEADER), body: await me.text() },
		mutation: { status: mutation.status, header: mutation.headers.get(HEADER), data: mutation.error?.data },
		upload: { status: upload.status, header: upload.headers.get(HEADER) },
	};
}

function expectEnded(seen: Awaited<ReturnType<typeof nextRequests>>, reason: string) {
	expect(seen.batch.header).toBe(reason);
	expect(seen.batch.privateError).toMatchObject({ code: 'UNAUTHORIZED', sessionEnded: reason });
	// Public reads in the same batch are still answered, as to anyone.
	expect(seen.batch.publicOk).toBe(true);
	// The cookie carrying the dead session is blanked.
	expect(seen.batch.cookie).toMatch(/^edge_session=;/);
	expect(seen.rest).toMatchObject({ status: 401, header: reason });
	expect(seen.rest.body).not.toContain('@');
	expect(seen.mutation).toMatchObject({ status: 401, header: reason, data: { sessionEnded: reason } });
	expect(seen.upload).toEqual({ status: 401, header: reason });
}

async function resetLinkToken(email: string): Promise<string> {
	const asked = await call(() => api().auth.requestPasswordReset.mutate({ email }));
	expect(asked.status).toBe(200);
	const mails = server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all();
	const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
	if (!token) throw new Error('no reset link in the mail');
	return token;
}

describe('a session that ended elsewhere', () => {
	it('suspended by staff: "suspended" (while it worked, nothing was said)', async () => {
		const user = await registerUser(server);
		const batch = await trpcBatch(server.url, 'query', [{ path: 'auth.me' }, { path: 'maps.config' }], withBoth(user));
		expect(batch.headers.get(HEADER)).toBeNull();
		expect(batch.headers.getSetCookie()).toEqual([]);
		expect(batch.items[0]).toMatchObject({ result: { data: { email: user.email } } });
		const done = await call(() =>
			api(bearer(staff.token)).staff.users.suspend.mutate({ userId: user.user.id, reason: 'Estafa' }),
		);
		expect(done.status).toBe(200);
		expectEnded(await nextRequests(user), 'suspended');
	});

	it('a suspended user whose session survived: "suspended"', async () => {
		const user = await registerUser(server);
		// As if a session had been created while the suspension committed (auth.service startSession).
		server.db
			.update(users)
			.set({ suspendedAt: new Date(), suspendedReason: 'x' })
			.where(eq(users.id, user.user.id))
			.run();
		expectEnded(await nextRequests(user), 'suspended');
	});

	it('password reset: "passwordReset", for every session of the account', async () => {
		const user = await registerUser(server);
		const token = await resetLinkToken(user.email);
		const reset = await call(() =>
			api().auth.resetPassword.mutate({ token, password: 'Nueva12345', confirmPassword: 'Nueva12345' }),
		);
		expect(reset.status).toBe(200);
		expectEnded(await nextRequests(user), 'passwordReset');
	});

	it('signed out on every device from another one: "signedOutEverywhere", there and here', async () => {
		const user = await registerUser(server);
		const otherToken = await loginUser(server, user.email, user.password);
		const everywhere = await call(() => api(bearer(otherToken)).auth.logoutEverywhere.mutate());
		expect(everywhere.status).toBe(200);
		expect(everywhere.headers.getSetCookie().some((value) => value.startsWith('edge_session=;'))).toBe(true);
		expectEnded(await nextRequests(user), 'signedOutEverywhere');
		const again = await call(() => api(bearer(otherToken)).auth.me.query());
		expect(again.headers.get(HEADER)).toBe('signedOutEverywhere');
		expect(server.db.select().from(sessions).where(eq(sessions.userId, user.user.id)).all()).toEqual([]);
	});

	it('signed out (the same session, still held elsewhere): "signedOut"', async () => {
		const user = await registerUser(server);
		const logout = await call(() => api(bearer(user.token)).auth.logout.mutate());
		expect(logout.status).toBe(200);
		// The sign-out's own answer is not a session that ended: that tab ends its session itself.
		expect(logout.headers.get(HEADER)).toBeNull();
		expectEnded(await nextRequests(user), 'signedOut');
	});

	it('account deleted: "accountDeleted", though the user row is gone', async () => {
		const user = await registerUser(server);
		const otherToken = await loginUser(server, user.email, user.password);
		const deleted = await call(() => api(bearer(otherToken)).auth.deleteAccount.mutate({ password: user.password }));
		expect(deleted.status).toBe(200);
		expectEnded(await nextRequests(user), 'accountDeleted');
	});

	it('expired: "expired", on the request that finds it expired and on the ones after', async () => {
		const user = await registerUser(server);
		setSessionExpiry(server.db, user.token, new Date(Date.now() - 1000));
		const first = await call(() => api(bearer(user.token)).auth.me.query());
		expect(first.headers.get(HEADER)).toBe('expired');
		expect(first.error?.data).toMatchObject({ sessionEnded: 'expired' });
		expectEnded(await nextRequests(user), 'expired');
	});

	it('a token nobody knows (or whose record was pruned): "unknown"; no token at all: nothing', async () => {
		const anonymous = await fetch(`${server.url}/api/v1/auth/me`);
		expect(anonymous.status).toBe(401);
		expect(anonymous.headers.get(HEADER)).toBeNull();
		expect((await trpcBatch(server.url, 'query', [{ path: 'maps.config' }])).headers.get(HEADER)).toBeNull();
		const stranger = {
			...(await registerUser(server)),
			token: 'never-a-session-0001',
			cookie: 'edge_session=never-a-session-0001',
		};
		expectEnded(await nextRequests(stranger), 'unknown');
	});

	it('keeps only the hash of the session id, and prunes records past 30 days as it writes', async () => {
		const user = await registerUser(server);
		const old = sessionIdHash('long-gone-session');
		server.db
			.insert(endedSessions)
			.values({ idHash: old, reason: 'signedOut', endedAt: new Date(Date.now() - ENDED_SESSION_RETENTION_MS - DAY_MS) })
			.run();
		await call(() => api(bearer(user.token)).auth.logout.mutate());
		const rows = server.db.select().from(endedSessions).all();
		expect(rows.find((row) => row.idHash === sessionIdHash(user.token))?.reason).toBe('signedOut');
		expect(JSON.stringify(rows)).not.toContain(user.token);
		expect(rows.find((row) => row.idHash === old)).toBeUndefined();
	});
});

describe('live streams of a session that ended', () => {
	it('a chat stream opened with the dead cookie is refused with the reason', async () => {
		const user = await registerUser(server, { email: uniqueEmail('chat') });
		await call(() => api(bearer(staff.token)).staff.users.suspend.mutate({ userId: user.user.id, reason: 'x' }));
		const held = await holdStream(server, 'chat.events', { cookie: user.cookie }, {});
		await held.close();
		expect(held.start).toMatchObject({
			kind: 'refused',
			error: { data: { code: 'UNAUTHORIZED', sessionEnded: 'suspended' } },
		});
	});

	it('an open chat stream ends at once, with the reason, when its session ends', async () => {
		for (const [end, reason] of [
			['suspend', 'suspended'],
			['everywhere', 'signedOutEverywhere'],
			['logout', 'signedOut'],
		] as const) {
			const user = await registerUser(server);
			const stream = new ChatStream(server, user.cookie);
			try {
				await stream.ready();
				if (end === 'suspend') {
					await call(() => api(bearer(staff.token)).staff.users.suspend.mutate({ userId: user.user.id, reason: 'x' }));
				} else {
					const own = api(bearer(user.token)).auth;
					await call(() => (end === 'logout' ? own.logout.mutate() : own.logoutEverywhere.mutate()));
				}
				const error = await stream.until((held) => held.errors[0]);
				expect(error, end).toMatchObject({ data: { code: 'UNAUTHORIZED', sessionEnded: reason } });
			} finally {
				stream.close();
			}
		}
	});
});
