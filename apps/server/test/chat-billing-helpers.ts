import { randomUUID } from 'node:crypto';
import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { bearer, registerUser } from './http-helpers';
import { freelancerInput } from './professional-helpers';
import type { TestServer } from './test-server';
import { apiClient, call, ok } from './typed-client';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-up user, the typed client that calls as them (typed-client.ts) and their chat.billing calls through it. */
export async function chatPayer(server: TestServer, accountKind: 'customer' | 'freelancer' = 'customer') {
	const { token, user, cookie } = await registerUser(server, { accountKind });
	const auth = bearer(token);
	const api = apiClient(server.url, auth);
	return {
		user,
		auth,
		cookie,
		api,
		/** Dates the signup `days` back from the server's clock, as a customer of long standing. */
		signedUpDaysAgo(days: number) {
			const createdAt = new Date(server.clock.now().getTime() - days * DAY_MS);
			server.db.update(users).set({ createdAt }).where(eq(users.id, user.id)).run();
		},
		access: (otherUserId?: string) =>
			call(() => api.chat.billing.access.query(otherUserId === undefined ? undefined : { otherUserId })),
		balance: (input?: { cursor?: number; limit?: number }) => call(() => api.chat.billing.balance.query(input)),
		topUp: (amountCents: number, operationId: string = randomUUID(), otherUserId?: string) =>
			call(() => api.chat.billing.topUp.mutate({ amountCents, operationId, otherUserId })),
		confirmTopUp: (orderId: string) => call(() => api.chat.billing.confirmTopUp.mutate({ orderId })),
	};
}

/** A user owning a freelancer profile, so customers can open conversations with them. */
export async function chatFreelancer(server: TestServer) {
	const freelancer = await chatPayer(server, 'freelancer');
	await ok(() => freelancer.api.professional.freelancer.create.mutate(freelancerInput({ title: 'Diseño gráfico' })));
	return freelancer;
}

/** chat.send as `from`, to `otherUserId`, with a fresh client id unless one is given. */
export function sendMessage(
	server: TestServer,
	from: { auth: Record<string, string> },
	otherUserId: string,
	body = 'Hola, ¿estás disponible?',
	clientId: string = randomUUID(),
) {
	return call(() => apiClient(server.url, from.auth).chat.send.mutate({ otherUserId, clientId, body }));
}
