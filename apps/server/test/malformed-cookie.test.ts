import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

/**
 * Cookies our app never set, with a `%` that is not a valid escape: analytics and other apps on the
 * same domain write such values, and browsers send them along on every request.
 */
const BAD_COOKIES = ['foo=%', '_ga=100%', 'pref=%E0%A4%A'];

/** The request a client without the bad cookie would send, and the same with it in front. */
const withBadCookie = (bad: string, cookie?: string) => (cookie ? `${bad}; ${cookie}` : bad);

async function getRestMe(cookie: string | undefined) {
	const response = await fetch(`${server.url}/api/v1/auth/me`, { headers: cookie ? { cookie } : {} });
	return { status: response.status, body: (await response.json()) as { user?: { id: string }; error?: string } };
}

async function getTrpcMe(cookie: string | undefined) {
	const response = await call(() => apiClient(server.url, cookie ? { cookie } : {}).auth.me.query());
	return { status: response.status, userId: response.data?.id, key: response.error?.data.i18nKey };
}

describe.each(BAD_COOKIES)('a foreign cookie with a malformed escape (%s)', (bad) => {
	it('does not break GET /api/v1/auth/me, with or without our session cookie', async () => {
		const user = await registerUser(server);
		expect(await getRestMe(withBadCookie(bad))).toEqual(await getRestMe(undefined));
		expect((await getRestMe(withBadCookie(bad))).status).toBe(401);

		const signedIn = await getRestMe(withBadCookie(bad, user.cookie));
		expect(signedIn.status).toBe(200);
		expect(signedIn.body.user?.id).toBe(user.user.id);
		// Our cookie is found wherever it stands among the others.
		expect((await getRestMe(`${user.cookie}; ${bad}`)).body.user?.id).toBe(user.user.id);
	});

	it('does not break GET /api/trpc/auth.me', async () => {
		const user = await registerUser(server);
		expect(await getTrpcMe(withBadCookie(bad))).toEqual(await getTrpcMe(undefined));
		expect(await getTrpcMe(withBadCookie(bad))).toMatchObject({ status: 401, key: 'errors.unauthorized' });
		expect(await getTrpcMe(withBadCookie(bad, user.cookie))).toEqual({
			status: 200,
			userId: user.user.id,
			key: undefined,
		});
	});

	it('does not break sign-up and login POSTs without a session', async () => {
		const input = registerInput();
		const registered = await call(() =>
			apiClient(server.url, { cookie: withBadCookie(bad) }).auth.register.mutate(input),
		);
		expect(registered.status).toBe(200);

		const loggedIn = await call(() =>
			apiClient(server.url, { cookie: withBadCookie(bad) }).auth.login.mutate({
				email: input.email,
				password: input.password,
			}),
		);
		expect(loggedIn.status).toBe(200);
		expect(loggedIn.data).toHaveProperty('token');
	});

	it('leaves the CSRF guard seeing our session cookie next to the bad one', async () => {
		const user = await registerUser(server);
		const login = (cookie: string, origin?: string) =>
			call(() =>
				apiClient(server.url, { cookie, ...(origin ? { origin } : {}) }).auth.login.mutate({
					email: user.email,
					password: user.password,
				}),
			);
		// Cookie-authenticated POSTs without our Origin are refused, exactly as without the bad cookie.
		expect((await login(withBadCookie(bad, user.cookie))).status).toBe(403);
		expect((await login(user.cookie)).status).toBe(403);
		expect((await login(withBadCookie(bad, user.cookie), server.url)).status).toBe(200);
		expect((await login(user.cookie, server.url)).status).toBe(200);
	});
});
