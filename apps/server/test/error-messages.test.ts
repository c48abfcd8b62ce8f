import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFreelancer, chatUser } from './chat-core-helpers';
import type { TrpcResponse } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * A tRPC error's `message` is the translated text in the caller's language (Accept-Language, the
 * same negotiation as e-mails and REST errors); the catalog key stays in `data.i18nKey` for
 * programs (docs/api.md "Errors").
 */
let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});

describe('tRPC error messages', () => {
	it('are the translated reason of a refusal, in Spanish by default and in English when asked, with the key in data', async () => {
		const freelancer = await chatFreelancer(server, 'Bloqueadora');
		const customer = await chatUser(server, 'Bloqueado');
		expect((await customer.send(freelancer.id, 'Hola')).status).toBe(200);
		expect((await call(() => freelancer.api.chat.block.mutate({ userId: customer.id }))).status).toBe(200);

		const send = (headers: Record<string, string>) =>
			call(() =>
				apiClient(server.url, { authorization: `Bearer ${customer.token}`, ...headers }).chat.send.mutate({
					otherUserId: freelancer.id,
					clientId: randomUUID(),
					body: '¿Sigues ahí?',
				}),
			);
		const spanish = await send({});
		expect(spanish.status).toBe(403);
		expect(spanish.error?.message).toBe('Este usuario no acepta tus mensajes.');
		expect(spanish.error?.data).toMatchObject({ code: 'FORBIDDEN', i18nKey: 'chat.core.blockedByThem' });

		const english = await send({ 'accept-language': 'en-US,en;q=0.9' });
		expect(english.status).toBe(403);
		expect(english.error?.message).toBe('This user does not accept your messages.');
		expect(english.error?.data).toMatchObject({ code: 'FORBIDDEN', i18nKey: 'chat.core.blockedByThem' });
	});

	it('fill in the parameters of the text (the rate limit’s count)', async () => {
		const freelancer = await chatFreelancer(server, 'Rapida');
		const customer = await chatUser(server, 'Insistente');
		const english = { authorization: `Bearer ${customer.token}`, 'accept-language': 'en' };
		let refused: TrpcResponse<unknown> | undefined;
		for (let sent = 0; sent <= 30 && !refused; sent++) {
			const answer = await call(() =>
				apiClient(server.url, english).chat.send.mutate({
					otherUserId: freelancer.id,
					clientId: randomUUID(),
					body: `Mensaje ${sent}`,
				}),
			);
			if (answer.status !== 200) refused = answer;
		}
		expect(refused?.status).toBe(429);
		expect(refused?.error?.message).toBe(
			'You are sending too many messages: at most 30 a minute. Wait a moment and try again.',
		);
		expect(refused?.error?.data).toMatchObject({ i18nKey: 'chat.core.tooManyMessages', params: { max: 30 } });
	});

	it('translate tRPC’s own refusals and invalid input too', async () => {
		const unauthorized = await call(() => apiClient(server.url, { 'accept-language': 'en' }).chat.unreadCount.query());
		expect(unauthorized.status).toBe(401);
		expect(unauthorized.error?.message).toBe('User is not logged in.');
		expect(unauthorized.error?.data.i18nKey).toBe('errors.unauthorized');

		const invalid = await call(() => visitor().auth.login.mutate({ email: 'no-es-un-correo', password: '' }));
		expect(invalid.status).toBe(400);
		expect(invalid.error?.data.i18nKey).toBe('errors.badRequest');
		expect(invalid.error?.message).not.toBe('errors.badRequest');
		expect(invalid.error?.message).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
	});
});
