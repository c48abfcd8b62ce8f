import { randomUUID } from 'node:crypto';
import { chatEvents, chatLedger, chatOffers, chatOrders, conversations, paypalWebhookEvents, profiles } from '@edge/db';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPayer } from './chat-billing-helpers';
import { bearer, registerUser } from './http-helpers';
import { waitFor } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * A buyer who approves a chat payment at PayPal and never comes back to the return page (a closed
 * tab) is still credited: PayPal's CHECKOUT.ORDER.APPROVED webhook completes the order. The test
 * server's simulator posts its webhooks to the app, as PayPal does.
 */
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});

const orderRow = (id: string) => server.db.select().from(chatOrders).where(eq(chatOrders.id, id)).get();
/** The newest stored checkout approval event. */
const lastApproval = () =>
	server.db
		.select()
		.from(paypalWebhookEvents)
		.where(eq(paypalWebhookEvents.eventType, 'CHECKOUT.ORDER.APPROVED'))
		.all()
		.at(-1);

describe('chat payments completed by webhook', () => {
	it('credits a top-up whose buyer never returned, once, and the late return page changes nothing', async () => {
		const customer = await chatPayer(server);
		customer.signedUpDaysAgo(61);
		const started = await customer.topUp(10_000, randomUUID(), 'some-freelancer');
		const orderId = started.data?.orderId ?? '';
		expect(orderRow(orderId)?.status).toBe('CREATED');

		// Approved at PayPal; the browser never follows the redirect back.
		await decideOnApprovalPage(started.data?.approveUrl, 'approve');
		await waitFor(async () => orderRow(orderId)?.status === 'COMPLETED');
		const credits = () => server.db.select().from(chatLedger).where(eq(chatLedger.orderId, orderId)).all();
		expect(credits()).toEqual([
			expect.objectContaining({ userId: customer.user.id, deltaCents: 10_000, reason: 'topup' }),
		]);
		expect(orderRow(orderId)?.captureId).toBeTruthy();
		expect(lastApproval()?.outcome).toBe('applied');

		// The buyer comes back after all: the same answer, no second credit.
		const late = await customer.confirmTopUp(orderId);
		expect(late.data).toEqual({
			balanceCents: 10_000,
			creditedCents: 10_000,
			charged: { amount: '1.69', currency: 'USD' },
		});
		expect(credits()).toHaveLength(1);
	});

	it('marks an offer paid by webhook and tells both people live; a second order for it is never captured', async () => {
		const [customer, freelancer] = await Promise.all([
			registerUser(server, { firstName: 'Carla', lastName: 'Cliente' }),
			registerUser(server, { accountKind: 'freelancer', firstName: 'Pedro', lastName: 'Plomero' }),
		]);
		server.db
			.insert(profiles)
			.values({ ownerId: freelancer.user.id, kind: 'freelancer', title: 'Pedro Plomero', jobTypeSlug: 'plumber' })
			.run();
		const conversation = server.db
			.insert(conversations)
			.values({ customerId: customer.user.id, freelancerId: freelancer.user.id, createdAt: new Date() })
			.returning()
			.get();
		const created = await call(() =>
			apiClient(server.url, bearer(freelancer.token)).chat.offers.create.mutate({
				conversationId: conversation.id,
				price: 150_000,
				deliveryDays: 5,
				description: 'Cambiar la tubería del baño.',
			}),
		);
		const offerId = created.data?.offer.id ?? 0;
		expect(
			(await call(() => apiClient(server.url, bearer(customer.token)).chat.offers.accept.mutate({ offerId }))).status,
		).toBe(200);
		const pay = () =>
			call(() =>
				apiClient(server.url, bearer(customer.token)).chat.offers.pay.mutate({ offerId, operationId: randomUUID() }),
			);
		const [one, two] = [await pay(), await pay()];

		await decideOnApprovalPage(one.data?.approveUrl, 'approve');
		const offerRow = () => server.db.select().from(chatOffers).where(eq(chatOffers.id, offerId)).get();
		await waitFor(async () => offerRow()?.paidAt != null);
		expect(orderRow(one.data?.orderId ?? '')?.status).toBe('COMPLETED');
		expect(offerRow()?.paymentReference).toBe(orderRow(one.data?.orderId ?? '')?.captureId);
		// Both people's streams get the paid offer.
		for (const userId of [customer.user.id, freelancer.user.id]) {
			const paidEvents = server.db
				.select()
				.from(chatEvents)
				.where(and(eq(chatEvents.userId, userId), eq(chatEvents.type, 'offer')))
				.all()
				.filter((event) => JSON.parse(event.payload).offer.paidAt !== null);
			expect(paidEvents).toHaveLength(1);
		}

		// The buyer also approves the second order: its webhook is done without a capture.
		const webhooksBefore = server.db.select().from(paypalWebhookEvents).all().length;
		await decideOnApprovalPage(two.data?.approveUrl, 'approve');
		await waitFor(async () => server.db.select().from(paypalWebhookEvents).all().length > webhooksBefore);
		expect(orderRow(two.data?.orderId ?? '')?.status).toBe('CREATED');
		expect(orderRow(two.data?.orderId ?? '')?.captureId).toBeNull();
	});

	it('ignores a checkout webhook for an order that is not the chat’s', async () => {
		const simulator = server.paypalSimulator;
		if (!simulator) throw new Error('no simulator');
		const before = server.db.select().from(paypalWebhookEvents).all().length;
		await simulator.sendEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', { id: 'NOT-OURS-123', status: 'APPROVED' });
		await waitFor(async () => server.db.select().from(paypalWebhookEvents).all().length > before);
		expect(lastApproval()?.outcome).toBe('ignored');
	});
});
