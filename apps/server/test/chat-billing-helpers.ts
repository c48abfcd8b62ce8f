import { randomUUID } from 'node:crypto';
import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type {
	ChatBalance,
	MessageAccess,
	TopUpConfirmed,
	TopUpStarted,
} from '../../../packages/api/src/chat/billing/billing.types';
import { bearer, registerUser, trpcMutation, trpcQuery } from './http-helpers';
import { freelancerInput } from './professional-helpers';
import type { TestServer } from './test-server';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-up user and their chat.billing calls through the real tRPC endpoint. */
export async function chatPayer(server: TestServer, accountKind: 'customer' | 'freelancer' = 'customer') {
	const { token, user, cookie } = await registerUser(server, { accountKind });
	const auth = bearer(token);
	return {
		user,
		auth,
		cookie,
		/** Dates the signup `days` back from the server's clock, as a customer of long standing. */
		signedUpDaysAgo(days: number) {
			const createdAt = new Date(server.clock.now().getTime() - days * DAY_MS);
			server.db.update(users).set({ createdAt }).where(eq(users.id, user.id)).run();
		},
		access: (otherUserId?: string) =>
			trpcQuery<MessageAccess>(
				server.url,
				'chat.billing.access',
				otherUserId === undefined ? undefined : { otherUserId },
				auth,
			),
		balance: (input?: { cursor?: number; limit?: number }) =>
			trpcQuery<ChatBalance>(server.url, 'chat.billing.balance', input, auth),
		topUp: (amountCents: number, operationId: string = randomUUID(), otherUserId?: string) =>
			trpcMutation<TopUpStarted>(server.url, 'chat.billing.topUp', { amountCents, operationId, otherUserId }, auth),
		confirmTopUp: (orderId: string) =>
			trpcMutation<TopUpConfirmed>(server.url, 'chat.billing.confirmTopUp', { orderId }, auth),
	};
}

/** A user owning a freelancer profile, so customers can open conversations with them. */
export async function chatFreelancer(server: TestServer) {
	const freelancer = await chatPayer(server, 'freelancer');
	const created = await trpcMutation(
		server.url,
		'professional.freelancer.create',
		freelancerInput({ title: 'Diseño gráfico' }),
		freelancer.auth,
	);
	if (created.status !== 200) throw new Error(`freelancer profile failed: ${JSON.stringify(created.error)}`);
	return freelancer;
}

export interface SentMessage {
	id: number;
	chargedCents: number;
}

/** chat.send as `from`, to `otherUserId`, with a fresh client id unless one is given. */
export function sendMessage(
	server: TestServer,
	from: { auth: Record<string, string> },
	otherUserId: string,
	body = 'Hola, ¿estás disponible?',
	clientId: string = randomUUID(),
) {
	return trpcMutation<SentMessage>(server.url, 'chat.send', { otherUserId, clientId, body }, from.auth);
}
