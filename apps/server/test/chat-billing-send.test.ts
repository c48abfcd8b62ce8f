import { randomUUID } from 'node:crypto';
import { chatLedger, messages, subscriptions } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFreelancer, chatPayer, DAY_MS, sendMessage } from './chat-billing-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let freelancer: Awaited<ReturnType<typeof chatFreelancer>>;
beforeAll(async () => {
	server = await startTestServer();
	freelancer = await chatFreelancer(server);
});
afterAll(async () => {
	await server?.stop();
});

/** A customer signed up `days` ago with `cents` credited to the chat balance. */
async function customer(days: number, cents = 0) {
	const payer = await chatPayer(server);
	payer.signedUpDaysAgo(days);
	if (cents > 0) {
		server.db
			.insert(chatLedger)
			.values({
				userId: payer.user.id,
				deltaCents: cents,
				reason: 'topup',
				orderId: `TEST-${randomUUID()}`,
				createdAt: server.clock.now(),
			})
			.run();
	}
	return payer;
}

const balanceOf = (userId: string) =>
	server.db
		.select({ total: sql<number>`coalesce(sum(${chatLedger.deltaCents}), 0)` })
		.from(chatLedger)
		.where(eq(chatLedger.userId, userId))
		.get()?.total ?? 0;

const messagesOf = (userId: string) => server.db.select().from(messages).where(eq(messages.senderId, userId)).all();

describe('chat.send charges by the message rule', () => {
	it('is free on day 59 of the trial and refused on day 61 without a plan or balance', async () => {
		const onDay59 = await customer(59);
		const sent = await sendMessage(server, onDay59, freelancer.user.id);
		expect(sent.error).toBeUndefined();
		expect(sent.data?.chargedCents).toBe(0);

		const onDay61 = await customer(61);
		const refused = await sendMessage(server, onDay61, freelancer.user.id);
		expect(refused.status).toBe(403);
		expect(refused.error?.data.i18nKey).toBe('chat.billing.trialOver');
		expect(messagesOf(onDay61.user.id)).toEqual([]);
	});

	it('lets a customer on day 61 send free under a valid plan, and charges again once it lapsed', async () => {
		const subscribed = await customer(61, 100);
		const now = server.clock.now().getTime();
		server.db
			.insert(subscriptions)
			.values({
				id: `I-SEND-${subscribed.user.id}`,
				userId: subscribed.user.id,
				planId: 'freelancer-unlimited-messaging',
				status: 'ACTIVE',
				nextBillingAt: new Date(now + 30 * DAY_MS),
			})
			.run();
		expect((await sendMessage(server, subscribed, freelancer.user.id)).data?.chargedCents).toBe(0);
		server.db
			.update(subscriptions)
			.set({ status: 'EXPIRED' })
			.where(eq(subscriptions.userId, subscribed.user.id))
			.run();
		expect((await sendMessage(server, subscribed, freelancer.user.id)).data?.chargedCents).toBe(69);
		expect(balanceOf(subscribed.user.id)).toBe(31);
	});

	it('debits 69 per message from the balance, naming the message, and a resend is charged once', async () => {
		const paying = await customer(61, 200);
		const clientId = randomUUID();
		const first = await sendMessage(server, paying, freelancer.user.id, 'Primero', clientId);
		const again = await sendMessage(server, paying, freelancer.user.id, 'Primero', clientId);
		expect(first.data?.chargedCents).toBe(69);
		expect(again.data?.id).toBe(first.data?.id);
		const second = await sendMessage(server, paying, freelancer.user.id, 'Segundo');
		expect(second.data?.chargedCents).toBe(69);
		expect(balanceOf(paying.user.id)).toBe(200 - 2 * 69);
		const debits = server.db
			.select()
			.from(chatLedger)
			.where(eq(chatLedger.reason, 'message'))
			.all()
			.filter((row) => row.userId === paying.user.id);
		expect(debits.map((row) => [row.messageId, row.deltaCents])).toEqual([
			[first.data?.id, -69],
			[second.data?.id, -69],
		]);
		// 62 centavos left: not enough for another message.
		expect((await paying.access()).data).toEqual({ kind: 'blocked' });
		expect((await sendMessage(server, paying, freelancer.user.id)).error?.data.i18nKey).toBe('chat.billing.trialOver');
	});

	it('never goes negative under concurrent sends: exactly as many succeed as the balance pays for', async () => {
		const paying = await customer(61, 5 * 69 + 10);
		const results = await Promise.all(
			Array.from({ length: 12 }, (_, i) => sendMessage(server, paying, freelancer.user.id, `Mensaje ${i}`)),
		);
		const sent = results.filter((result) => result.status === 200);
		const refused = results.filter((result) => result.status !== 200);
		expect(sent).toHaveLength(5);
		expect(refused.every((result) => result.error?.data.i18nKey === 'chat.billing.trialOver')).toBe(true);
		expect(balanceOf(paying.user.id)).toBe(10);
		expect(messagesOf(paying.user.id)).toHaveLength(5);
	});

	it('leaves balance and messages unchanged when the send fails after the charge', async () => {
		const paying = await customer(61, 100);
		// The send's last step (its events) fails for this user only: the charge came before it.
		const trigger = `fail_events_${paying.user.id.replace(/\W/g, '_')}`;
		server.db.run(
			sql.raw(
				`CREATE TRIGGER ${trigger} BEFORE INSERT ON chat_events WHEN NEW.user_id = '${paying.user.id}' BEGIN SELECT RAISE(ABORT, 'test failure'); END`,
			),
		);
		try {
			const failed = await sendMessage(server, paying, freelancer.user.id, 'No llegará');
			expect(failed.status).toBe(500);
			expect(failed.error?.data.i18nKey).toBe('errors.generic');
		} finally {
			server.db.run(sql.raw(`DROP TRIGGER ${trigger}`));
		}
		expect(balanceOf(paying.user.id)).toBe(100);
		expect(messagesOf(paying.user.id)).toEqual([]);
		expect((await sendMessage(server, paying, freelancer.user.id)).data?.chargedCents).toBe(69);
	});

	it('lets the freelancer answer free, whatever their signup and balance', async () => {
		const asking = await customer(10);
		await sendMessage(server, asking, freelancer.user.id);
		freelancer.signedUpDaysAgo(400);
		const answer = await sendMessage(server, freelancer, asking.user.id, 'Sí, claro');
		expect(answer.error).toBeUndefined();
		expect(answer.data?.chargedCents).toBe(0);
		expect(balanceOf(freelancer.user.id)).toBe(0);
		expect((await freelancer.access(asking.user.id)).data).toEqual({ kind: 'freelancer' });
	});
});
