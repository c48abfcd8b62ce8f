import { randomUUID } from 'node:crypto';
import { chatBlocks, chatEvents, chatOffers, chatOrders, conversations, messages, profiles } from '@edge/db';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStream } from './chat-core-helpers';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterInputs, type RouterOutputs, unchecked } from './typed-client';

type Offer = RouterOutputs['chat']['offers']['get'];
type OfferMessage = RouterOutputs['chat']['offers']['create'];
type OfferInput = RouterInputs['chat']['offers']['create'];

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ PAYPAL_TIMEOUT_MS: '2000' });
});
const streams: ChatStream[] = [];
afterAll(async () => {
	for (const stream of streams) stream.close();
	await server?.stop();
});

const simulator = () => {
	if (!server.paypalSimulator) throw new Error('the test server runs without the PayPal simulator');
	return server.paypalSimulator;
};

/** chat.offers as `user` (signed out without one), through the typed client. */
const offersAs = (user: RegisteredUser | null) => apiClient(server.url, user ? bearer(user.token) : {}).chat.offers;

/**
 * A customer and a freelancer (with a freelancer profile) in one conversation, plus a stranger. The
 * rows are written directly: this file tests offers, not how conversations start.
 */
async function conversationPair() {
	const [customer, freelancer, stranger] = await Promise.all([
		registerUser(server, { firstName: 'Carla', lastName: 'Cliente' }),
		registerUser(server, { accountKind: 'freelancer', firstName: 'Pedro', lastName: 'Plomero' }),
		registerUser(server),
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
	return { customer, freelancer, stranger, conversationId: conversation.id };
}

const validOffer = (conversationId: number, overrides: Partial<OfferInput> = {}): OfferInput => ({
	conversationId,
	price: 150_000,
	deliveryDays: 5,
	description: 'Cambiar la tubería del baño y revisar la presión del agua.',
	...overrides,
});

type Pair = Awaited<ReturnType<typeof conversationPair>>;

async function sentOffer(pair: Pair, overrides: Partial<OfferInput> = {}): Promise<Offer> {
	const sent = await call(() => offersAs(pair.freelancer).create.mutate(validOffer(pair.conversationId, overrides)));
	if (!sent.data) throw new Error(`create failed: ${sent.status} ${JSON.stringify(sent.error)}`);
	return sent.data.offer;
}

/** The chat events stored for these users, oldest first. */
function eventsOf(userIds: string[], type: string) {
	return server.db
		.select()
		.from(chatEvents)
		.where(and(inArray(chatEvents.userId, userIds), eq(chatEvents.type, type)))
		.orderBy(chatEvents.id)
		.all()
		.map((row) => ({ userId: row.userId, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

/** 'offer' events about one offer, as [user, status, paid]. */
function offerEvents(pair: Pair, offerId: number) {
	return eventsOf([pair.customer.user.id, pair.freelancer.user.id], 'offer')
		.map(({ userId, payload }) => ({ userId, offer: payload.offer as Offer }))
		.filter(({ offer }) => offer.id === offerId)
		.map(({ userId, offer }) => [userId, offer.status, offer.paidAt !== null]);
}

describe('chat.offers.create validates every field with translated messages', () => {
	const cases: [string, Record<string, unknown>, string][] = [
		['price', { price: undefined }, 'chat.offers.validation.price'],
		['price', { price: 0 }, 'chat.offers.validation.price'],
		['price', { price: -500 }, 'chat.offers.validation.price'],
		['price', { price: 1500.5 }, 'chat.offers.validation.price'],
		['price', { price: '1500' }, 'chat.offers.validation.price'],
		['price', { price: 100_000_001 }, 'chat.offers.validation.price'],
		['deliveryDays', { deliveryDays: undefined }, 'chat.offers.validation.deliveryDays'],
		['deliveryDays', { deliveryDays: 0 }, 'chat.offers.validation.deliveryDays'],
		['deliveryDays', { deliveryDays: 366 }, 'chat.offers.validation.deliveryDays'],
		['deliveryDays', { deliveryDays: 2.5 }, 'chat.offers.validation.deliveryDays'],
		['description', { description: undefined }, 'chat.offers.validation.descriptionRequired'],
		['description', { description: '' }, 'chat.offers.validation.descriptionRequired'],
		['description', { description: '   ' }, 'chat.offers.validation.descriptionRequired'],
		['description', { description: 'x'.repeat(2001) }, 'chat.offers.validation.descriptionTooLong'],
	];

	it('refuses each wrong or missing field with its own key, and stores nothing', async () => {
		const pair = await conversationPair();
		for (const [field, change, key] of cases) {
			const input = unchecked<OfferInput>({ ...validOffer(pair.conversationId), ...change });
			const answer = await call(() => offersAs(pair.freelancer).create.mutate(input));
			expect(answer.status, `${field} ${JSON.stringify(change).slice(0, 40)}`).toBe(400);
			// The server only sends a key both catalogs hold, so this also proves the es and en texts exist.
			expect(answer.error?.data.fieldErrors[field]).toEqual([key]);
		}
		expect(server.db.select().from(chatOffers).where(eq(chatOffers.conversationId, pair.conversationId)).all()).toEqual(
			[],
		);
	});

	it('takes the limits themselves: DOP 0.01, 1 and 365 days, 2000 characters', async () => {
		const pair = await conversationPair();
		for (const change of [
			{ price: 1, deliveryDays: 1 },
			{ deliveryDays: 365, description: 'x'.repeat(2000) },
		]) {
			const answer = await call(() => offersAs(pair.freelancer).create.mutate(validOffer(pair.conversationId, change)));
			expect(answer.status).toBe(200);
		}
	});
});

describe('chat.offers.create', () => {
	it('stores the offer and its message, moves the conversation and records a message event for both', async () => {
		const pair = await conversationPair();
		const sent = await call(() => offersAs(pair.freelancer).create.mutate(validOffer(pair.conversationId)));
		expect(sent.status).toBe(200);
		const message = sent.data as OfferMessage;
		expect(message).toMatchObject({
			conversationId: pair.conversationId,
			senderId: pair.freelancer.user.id,
			kind: 'offer',
			body: 'Cambiar la tubería del baño y revisar la presión del agua.',
			chargedCents: 0,
			offer: {
				status: 'pending',
				priceCents: 150_000,
				priceDop: '1500.00',
				deliveryDays: 5,
				customerId: pair.customer.user.id,
				freelancerId: pair.freelancer.user.id,
				paidAt: null,
			},
		});
		expect(message.offerId).toBe(message.offer.id);

		const row = server.db.select().from(messages).where(eq(messages.id, message.id)).get();
		expect(row).toMatchObject({ kind: 'offer', offerId: message.offer.id, chargedCents: 0 });
		const conversation = server.db.select().from(conversations).where(eq(conversations.id, pair.conversationId)).get();
		expect(conversation?.lastMessageId).toBe(message.id);

		const events = eventsOf([pair.customer.user.id, pair.freelancer.user.id], 'message');
		expect(events.map((event) => event.userId).sort()).toEqual([pair.customer.user.id, pair.freelancer.user.id].sort());
		for (const event of events) {
			expect(event.payload).toMatchObject({
				conversationId: pair.conversationId,
				message: { id: message.id, kind: 'offer', offer: { id: message.offer.id, status: 'pending' } },
			});
		}
	});

	it('is for the conversation’s freelancer only: the customer and strangers get 403, unknown ids 404, signed out 401', async () => {
		const pair = await conversationPair();
		const byCustomer = await call(() => offersAs(pair.customer).create.mutate(validOffer(pair.conversationId)));
		expect(byCustomer.status).toBe(403);
		expect(byCustomer.error?.data.i18nKey).toBe('chat.offers.errors.onlyFreelancer');
		expect((await call(() => offersAs(pair.stranger).create.mutate(validOffer(pair.conversationId)))).status).toBe(403);
		const unknown = await call(() => offersAs(pair.freelancer).create.mutate(validOffer(999_999)));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('chat.offers.errors.conversationNotFound');
		expect((await call(() => offersAs(null).create.mutate(validOffer(pair.conversationId)))).status).toBe(401);
		expect(server.db.select().from(chatOffers).where(eq(chatOffers.conversationId, pair.conversationId)).all()).toEqual(
			[],
		);
	});

	it('counts toward the 30 messages a minute of its sender', async () => {
		const pair = await conversationPair();
		const sentAt = (ago: number) => new Date(server.clock.now().getTime() - ago);
		const rows = (n: number, ago: number) =>
			Array.from({ length: n }, (_, i) => ({
				conversationId: pair.conversationId,
				senderId: pair.freelancer.user.id,
				clientId: `earlier-${ago}-${i}`,
				body: 'Hola',
				createdAt: sentAt(ago),
			}));
		// A minute and more ago: no longer counted.
		server.db.insert(messages).values(rows(30, 61_000)).run();
		server.db.insert(messages).values(rows(29, 1_000)).run();
		expect((await call(() => offersAs(pair.freelancer).create.mutate(validOffer(pair.conversationId)))).status).toBe(
			200,
		);
		const refused = await call(() => offersAs(pair.freelancer).create.mutate(validOffer(pair.conversationId)));
		expect(refused.status).toBe(429);
		expect(refused.error?.data).toMatchObject({ i18nKey: 'chat.offers.errors.tooManyOffers', params: { max: 30 } });
		expect(
			server.db.select().from(chatOffers).where(eq(chatOffers.conversationId, pair.conversationId)).all(),
		).toHaveLength(1);
	});

	it('is refused when either person has blocked the other', async () => {
		const pair = await conversationPair();
		server.db
			.insert(chatBlocks)
			.values({ blockerId: pair.customer.user.id, blockedId: pair.freelancer.user.id, createdAt: new Date() })
			.run();
		const answer = await call(() => offersAs(pair.freelancer).create.mutate(validOffer(pair.conversationId)));
		expect(answer.status).toBe(403);
		expect(answer.error?.data.i18nKey).toBe('chat.offers.errors.blocked');
	});
});

describe('accept, reject and withdraw change a pending offer once', () => {
	it('only the recipient accepts or rejects (403 for the freelancer and strangers, 404 for unknown offers)', async () => {
		const pair = await conversationPair();
		const offer = await sentOffer(pair);
		for (const procedure of ['accept', 'reject'] as const) {
			const byFreelancer = await call(() => offersAs(pair.freelancer)[procedure].mutate({ offerId: offer.id }));
			expect(byFreelancer.status).toBe(403);
			expect(byFreelancer.error?.data.i18nKey).toBe('chat.offers.errors.notRecipient');
			const byStranger = await call(() => offersAs(pair.stranger)[procedure].mutate({ offerId: offer.id }));
			expect(byStranger.status).toBe(403);
			expect(byStranger.error?.data.i18nKey).toBe('chat.offers.errors.notParticipant');
			expect((await call(() => offersAs(pair.customer)[procedure].mutate({ offerId: 999_999 }))).status).toBe(404);
		}
		expect((await call(() => offersAs(pair.customer).get.query({ offerId: offer.id }))).data?.status).toBe('pending');
		expect(offerEvents(pair, offer.id)).toEqual([]);
	});

	it('a rejected offer cannot be accepted afterwards; both participants get the change as an offer event', async () => {
		const pair = await conversationPair();
		const offer = await sentOffer(pair);
		const rejected = await call(() => offersAs(pair.customer).reject.mutate({ offerId: offer.id }));
		expect(rejected.data).toMatchObject({ id: offer.id, status: 'rejected' });
		expect(rejected.data?.decidedAt).toBeTruthy();
		const late = await call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id }));
		expect(late.status).toBe(409);
		expect(late.error?.data.i18nKey).toBe('chat.offers.errors.notPending');
		expect((await call(() => offersAs(pair.freelancer).withdraw.mutate({ offerId: offer.id }))).status).toBe(409);
		expect((await call(() => offersAs(pair.freelancer).get.query({ offerId: offer.id }))).data?.status).toBe(
			'rejected',
		);
		expect(offerEvents(pair, offer.id).sort()).toEqual(
			[
				[pair.customer.user.id, 'rejected', false],
				[pair.freelancer.user.id, 'rejected', false],
			].sort(),
		);
	});

	it('the freelancer withdraws a pending offer only; the customer and strangers cannot', async () => {
		const pair = await conversationPair();
		const pending = await sentOffer(pair);
		const byCustomer = await call(() => offersAs(pair.customer).withdraw.mutate({ offerId: pending.id }));
		expect(byCustomer.status).toBe(403);
		expect(byCustomer.error?.data.i18nKey).toBe('chat.offers.errors.notAuthor');
		expect((await call(() => offersAs(pair.stranger).withdraw.mutate({ offerId: pending.id }))).status).toBe(403);
		const withdrawn = await call(() => offersAs(pair.freelancer).withdraw.mutate({ offerId: pending.id }));
		expect(withdrawn.data?.status).toBe('withdrawn');
		expect((await call(() => offersAs(pair.freelancer).withdraw.mutate({ offerId: pending.id }))).status).toBe(409);
		expect((await call(() => offersAs(pair.customer).accept.mutate({ offerId: pending.id }))).status).toBe(409);

		const accepted = await sentOffer(pair);
		expect((await call(() => offersAs(pair.customer).accept.mutate({ offerId: accepted.id }))).data?.status).toBe(
			'accepted',
		);
		const tooLate = await call(() => offersAs(pair.freelancer).withdraw.mutate({ offerId: accepted.id }));
		expect(tooLate.status).toBe(409);
		expect(tooLate.error?.data.i18nKey).toBe('chat.offers.errors.notPending');
	});

	it('two concurrent accepts: one 200, one 409, and one change recorded', async () => {
		const pair = await conversationPair();
		const offer = await sentOffer(pair);
		const answers = await Promise.all([
			call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id })),
			call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id })),
		]);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
		expect(answers.find((answer) => answer.status === 409)?.error?.data.i18nKey).toBe('chat.offers.errors.notPending');
		expect(offerEvents(pair, offer.id)).toHaveLength(2);
		expect(server.db.select().from(chatOffers).where(eq(chatOffers.id, offer.id)).get()?.status).toBe('accepted');
	});

	it('an accept racing a withdraw: exactly one of them wins', async () => {
		const pair = await conversationPair();
		const offer = await sentOffer(pair);
		const [accept, withdraw] = await Promise.all([
			call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id })),
			call(() => offersAs(pair.freelancer).withdraw.mutate({ offerId: offer.id })),
		]);
		expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
		const status = server.db.select().from(chatOffers).where(eq(chatOffers.id, offer.id)).get()?.status;
		expect(status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
		expect(offerEvents(pair, offer.id)).toHaveLength(2);
	});
});

/** chat.events as `user`, with the session cookie as a browser sends it; closed after the file. */
function openStream(user: RegisteredUser): ChatStream {
	const stream = new ChatStream(server, user.cookie);
	streams.push(stream);
	return stream;
}

describe('live', () => {
	it('the offer and each change of it reach both participants’ streams, and nobody else’s', async () => {
		const pair = await conversationPair();
		const customerStream = openStream(pair.customer);
		const freelancerStream = openStream(pair.freelancer);
		const strangerStream = openStream(pair.stranger);
		await Promise.all([customerStream.ready(), freelancerStream.ready(), strangerStream.ready()]);

		const offer = await sentOffer(pair);
		const [card] = await customerStream.ofType('message', 1);
		expect(card?.payload).toMatchObject({
			conversationId: pair.conversationId,
			message: { kind: 'offer', offer: { id: offer.id, status: 'pending' } },
		});
		await call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id }));
		const [accepted] = await freelancerStream.ofType('offer', 1);
		expect(accepted?.payload).toMatchObject({
			conversationId: pair.conversationId,
			offer: { id: offer.id, status: 'accepted' },
		});
		expect((await customerStream.ofType('offer', 1))[0]?.id).toMatch(/^\d+$/);

		// The stranger's stream is open and caught up, and got nothing of it.
		expect(strangerStream.events.filter((event) => event.type !== 'ready')).toEqual([]);
	});
});

describe('chat.offers.get', () => {
	it('shows the offer to its two participants only', async () => {
		const pair = await conversationPair();
		const offer = await sentOffer(pair);
		expect((await call(() => offersAs(pair.customer).get.query({ offerId: offer.id }))).data).toEqual(offer);
		expect((await call(() => offersAs(pair.freelancer).get.query({ offerId: offer.id }))).data).toEqual(offer);
		expect((await call(() => offersAs(pair.stranger).get.query({ offerId: offer.id }))).status).toBe(403);
		expect((await call(() => offersAs(pair.customer).get.query({ offerId: 999_999 }))).status).toBe(404);
		expect((await call(() => offersAs(null).get.query({ offerId: offer.id }))).status).toBe(401);
	});
});

describe('paying an accepted offer from the chat', () => {
	async function acceptedOffer() {
		const pair = await conversationPair();
		const offer = await sentOffer(pair, { price: 250_050 });
		await call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id }));
		return { pair, offer };
	}

	it('pays only an accepted offer, and only as its customer', async () => {
		const pair = await conversationPair();
		const offer = await sentOffer(pair);
		const pending = await call(() =>
			offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId: randomUUID() }),
		);
		expect(pending.status).toBe(409);
		expect(pending.error?.data.i18nKey).toBe('chat.offers.errors.notAccepted');
		await call(() => offersAs(pair.customer).accept.mutate({ offerId: offer.id }));
		const byFreelancer = await call(() =>
			offersAs(pair.freelancer).pay.mutate({ offerId: offer.id, operationId: randomUUID() }),
		);
		expect(byFreelancer.status).toBe(403);
		expect(
			(await call(() => offersAs(pair.stranger).pay.mutate({ offerId: offer.id, operationId: randomUUID() }))).status,
		).toBe(403);
		expect(
			(await call(() => offersAs(pair.customer).pay.mutate({ offerId: 999_999, operationId: randomUUID() }))).status,
		).toBe(404);
		expect(
			(await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId: 'not-a-uuid' }))).status,
		).toBe(400);

		const rejected = await sentOffer(pair);
		await call(() => offersAs(pair.customer).reject.mutate({ offerId: rejected.id }));
		expect(
			(await call(() => offersAs(pair.customer).pay.mutate({ offerId: rejected.id, operationId: randomUUID() })))
				.status,
		).toBe(409);
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.userId, pair.customer.user.id)).all()).toEqual([]);
	});

	it('creates one gateway order per operation, captures it once on confirm, and shows a receipt', async () => {
		const { pair, offer } = await acceptedOffer();
		const operationId = randomUUID();
		const started = await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId }));
		expect(started.status).toBe(200);
		const { orderId, approveUrl } = started.data ?? { orderId: '', approveUrl: '' };
		// A retry of the same press gets the same order.
		const again = await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId }));
		expect(again.data?.orderId).toBe(orderId);
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.id, orderId)).all()).toEqual([
			// DOP$ 2,500.50 charged by PayPal in US dollars at DOP$ 59.00 per US$.
			expect.objectContaining({
				purpose: 'offer',
				offerId: offer.id,
				amountCents: 250_050,
				chargeCurrency: 'USD',
				chargeCents: 4238,
				rateCents: 5900,
				status: 'CREATED',
			}),
		]);

		const early = await call(() => offersAs(pair.customer).confirmPayment.mutate({ orderId }));
		expect(early.status).toBe(409);
		expect(early.error?.data.i18nKey).toBe('chat.offers.errors.paymentNotApproved');
		const noReceipt = await call(() => offersAs(pair.customer).receipt.query({ offerId: offer.id }));
		expect(noReceipt.status).toBe(404);
		expect(noReceipt.error?.data.i18nKey).toBe('chat.offers.errors.notPaid');

		const back = await decideOnApprovalPage(approveUrl, 'approve');
		expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/chat/${pair.freelancer.user.id}`);
		expect(back.searchParams.get('offerPayment')).toBe('approved');
		expect(back.searchParams.get('token')).toBe(orderId);

		expect((await call(() => offersAs(pair.freelancer).confirmPayment.mutate({ orderId }))).status).toBe(403);
		expect((await call(() => offersAs(pair.customer).confirmPayment.mutate({ orderId: 'NO-SUCH-ORDER' }))).status).toBe(
			404,
		);
		const [first, second] = await Promise.all([
			call(() => offersAs(pair.customer).confirmPayment.mutate({ orderId })),
			call(() => offersAs(pair.customer).confirmPayment.mutate({ orderId })),
		]);
		expect(first.error).toBeUndefined();
		expect(second.error).toBeUndefined();
		expect(first.data).toMatchObject({ id: offer.id, status: 'accepted' });
		expect(first.data?.paidAt).toBeTruthy();
		expect(first.data?.paymentReference).toBeTruthy();
		expect(second.data).toEqual(first.data);
		const third = await call(() => offersAs(pair.customer).confirmPayment.mutate({ orderId }));
		expect(third.data).toEqual(first.data);

		// Marked paid once: one 'offer' event per participant for the payment.
		const paidEvents = offerEvents(pair, offer.id).filter(([, , paid]) => paid);
		expect(paidEvents.sort()).toEqual(
			[
				[pair.customer.user.id, 'accepted', true],
				[pair.freelancer.user.id, 'accepted', true],
			].sort(),
		);
		expect(server.db.select().from(chatOrders).where(eq(chatOrders.id, orderId)).get()).toMatchObject({
			status: 'COMPLETED',
			captureId: first.data?.paymentReference,
		});

		const paidAgain = await call(() =>
			offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId: randomUUID() }),
		);
		expect(paidAgain.status).toBe(409);
		expect(paidAgain.error?.data.i18nKey).toBe('chat.offers.errors.alreadyPaid');

		for (const reader of [pair.customer, pair.freelancer]) {
			const receipt = await call(() => offersAs(reader).receipt.query({ offerId: offer.id }));
			expect(receipt.data).toMatchObject({
				offerId: offer.id,
				priceCents: 250_050,
				priceDop: '2500.50',
				deliveryDays: 5,
				freelancer: { id: pair.freelancer.user.id, name: 'Pedro Plomero' },
				customer: { id: pair.customer.user.id, name: 'Carla Cliente' },
				paidAt: first.data?.paidAt,
				charged: { amount: '42.38', currency: 'USD' },
				paymentReference: first.data?.paymentReference,
				orderId,
			});
		}
		expect((await call(() => offersAs(pair.stranger).receipt.query({ offerId: offer.id }))).status).toBe(403);
	});

	it('a second order for an offer already paid is never captured', async () => {
		const { pair, offer } = await acceptedOffer();
		const one = await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId: randomUUID() }));
		const two = await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId: randomUUID() }));
		expect(two.data?.orderId).not.toBe(one.data?.orderId);
		await decideOnApprovalPage(one.data?.approveUrl, 'approve');
		await decideOnApprovalPage(two.data?.approveUrl, 'approve');
		expect(
			(await call(() => offersAs(pair.customer).confirmPayment.mutate({ orderId: one.data?.orderId ?? '' }))).status,
		).toBe(200);
		const second = await call(() =>
			offersAs(pair.customer).confirmPayment.mutate({ orderId: two.data?.orderId ?? '' }),
		);
		expect(second.status).toBe(409);
		expect(second.error?.data.i18nKey).toBe('chat.offers.errors.alreadyPaid');
		expect(
			server.db
				.select()
				.from(chatOrders)
				.where(eq(chatOrders.id, two.data?.orderId ?? ''))
				.get()?.status,
		).toBe('CREATED');
	});

	it('answers 503 and stores nothing when the gateway fails; the retry with the same operation works', async () => {
		const { pair, offer } = await acceptedOffer();
		const operationId = randomUUID();
		for (const mode of ['error500', 'timeout'] as const) {
			// The fault must hit our call, not a webhook re-read still on its way.
			await simulator().deliverPendingWebhooks();
			simulator().failNext(mode);
			const failed = await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId }));
			expect(failed.status).toBe(503);
			expect(failed.error?.data.i18nKey).toBe('payments.errors.gatewayUnavailable');
			expect(server.db.select().from(chatOrders).where(eq(chatOrders.operationId, operationId)).all()).toEqual([]);
		}
		const retried = await call(() => offersAs(pair.customer).pay.mutate({ offerId: offer.id, operationId }));
		expect(retried.status).toBe(200);
		// The approval's webhook is lost here, so the return page's confirm is what captures.
		await simulator().deliverPendingWebhooks();
		simulator().setWebhookUrl(undefined);
		try {
			await decideOnApprovalPage(retried.data?.approveUrl, 'approve');
			simulator().failNext('error500');
			const failedCapture = await call(() =>
				offersAs(pair.customer).confirmPayment.mutate({ orderId: retried.data?.orderId ?? '' }),
			);
			expect(failedCapture.status).toBe(503);
			expect(server.db.select().from(chatOffers).where(eq(chatOffers.id, offer.id)).get()?.paidAt).toBeNull();
			const confirmed = await call(() =>
				offersAs(pair.customer).confirmPayment.mutate({ orderId: retried.data?.orderId ?? '' }),
			);
			expect(confirmed.data?.paidAt).toBeTruthy();
		} finally {
			simulator().setWebhookUrl(`${server.url}/api/paypal/webhook`);
		}
	});
});
