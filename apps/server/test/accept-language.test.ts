import { mailOutbox } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const SPANISH = 'El usuario no ha iniciado sesión.';
const ENGLISH = 'User is not logged in.';

describe('the language of an answer follows Accept-Language by its q-values', () => {
	it.each([
		['en;q=0.1, es', SPANISH],
		['es;q=0.1, en', ENGLISH],
		['en-US,en;q=0.9', ENGLISH],
		['es-DO, en;q=0.8', SPANISH],
		['en;q=0, *', SPANISH],
		['fr', SPANISH],
	])('answers a REST error for %j with %j', async (header, text) => {
		expect(await getMe(server, { 'accept-language': header })).toEqual({ status: 401, body: { error: text } });
	});

	it('answers the translated 404 under /api/ in Spanish for en;q=0.1, es', async () => {
		const response = await fetch(`${server.url}/api/v1/nope`, { headers: { 'accept-language': 'en;q=0.1, es' } });
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({ error: 'No encontrado.' });
	});

	it('writes a tRPC procedure’s mail in Spanish for en;q=0.1, es and in English for es;q=0.1, en', async () => {
		const user = await registerUser(server);
		const subjects = async (header: string) => {
			const response = await call(() =>
				apiClient(server.url, { 'accept-language': header }).auth.requestPasswordReset.mutate({ email: user.email }),
			);
			expect(response.status).toBe(200);
			return server.db
				.select({ subject: mailOutbox.subject })
				.from(mailOutbox)
				.where(eq(mailOutbox.to, user.email))
				.all()
				.map((mail) => mail.subject);
		};
		expect(await subjects('en;q=0.1, es')).toEqual(['Restablece tu contraseña de Edge']);
		expect(await subjects('es;q=0.1, en')).toEqual(['Restablece tu contraseña de Edge', 'Reset your Edge password']);
	});
});
