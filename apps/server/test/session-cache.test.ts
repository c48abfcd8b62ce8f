import { sessions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * The session resolver keeps session+user rows until the database changes (request-session.ts).
 * Every change must be seen by the very next request: through the API, and from another
 * connection (the tests' own, as another process would).
 */
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

describe('session lookups kept between changes', () => {
	it('a logout through the API ends the session for the next request', async () => {
		const user = await registerUser(server);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
		const logout = await call(() => apiClient(server.url, bearer(user.token)).auth.logout.mutate());
		expect(logout.status).toBe(200);
		expect((await getMe(server, bearer(user.token))).status).toBe(401);
	});

	it('a session deleted by another connection is gone for the next request', async () => {
		const user = await registerUser(server);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
		server.db.delete(sessions).where(eq(sessions.id, user.token)).run();
		expect((await getMe(server, bearer(user.token))).status).toBe(401);
	});

	it('a user edited by another connection is answered as edited', async () => {
		const user = await registerUser(server);
		expect((await getMe(server, bearer(user.token))).body.user?.firstName).toBe('Ana');
		server.db.update(users).set({ firstName: 'Beatriz' }).where(eq(users.id, user.user.id)).run();
		expect((await getMe(server, bearer(user.token))).body.user?.firstName).toBe('Beatriz');
	});

	it('an unknown token stays unknown until a session with it exists', async () => {
		const user = await registerUser(server);
		const token = 'not-yet-a-session-token-0001';
		expect((await getMe(server, bearer(token))).status).toBe(401);
		const row = server.db.select().from(sessions).where(eq(sessions.id, user.token)).get();
		if (!row) throw new Error('no session row');
		server.db
			.insert(sessions)
			.values({ ...row, id: token })
			.run();
		expect((await getMe(server, bearer(token))).status).toBe(200);
	});
});
