import { type ChatOfferRow, chatOffers, chatOrders, type UserRow } from '@edge/db';
import type { Language } from '@edge/i18n';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { formatCents } from '../../payments/money';
import { orderCharge } from '../../payments/order-charge';
import { callPaypal } from '../../payments/paypal-deps';
import { AppError } from '../../shared/app-error';
import { writeTransaction } from '../../shared/write-transaction';
import type { ChatEvent } from '../chat-bus';
import { publishAll } from '../chat-events';
import { offerOrNotFound, requireOfferRecipient } from './offer-access';
import type { ConfirmOfferPaymentInput, PayOfferInput } from './offers.schema';
import { recordOfferChange } from './offers.service';
import type { OfferView, PayOfferResult } from './offers.types';
import { toOfferView } from './offers-views';

type ChatOrderRow = typeof chatOrders.$inferSelect;

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'appUrl' | 'paypal' | 'logError' | 'chatBus'>;

/**
 * PayPal sends the buyer back to the conversation (the customer's /chat/$freelancerId), adding
 * `token=<order id>`: the page confirms the payment with it when `offerPayment` says approved.
 */
function returnUrls(appUrl: string, offer: ChatOfferRow) {
	const chat = `${appUrl}/chat/${encodeURIComponent(offer.freelancerId)}`;
	return { returnUrl: `${chat}?offerPayment=approved`, cancelUrl: `${chat}?offerPayment=cancelled` };
}

/**
 * Starts paying an accepted offer: a one-off gateway order for its price. The gateway first, then our
 * row: a failed call leaves nothing here, and a retry with the same operation id gets the same order
 * back (PayPal-Request-Id), so one row.
 */
export async function payOffer(
	deps: Deps,
	user: UserRow,
	input: PayOfferInput,
	language: Language,
): Promise<PayOfferResult> {
	const replay = deps.db.select().from(chatOrders).where(eq(chatOrders.operationId, input.operationId)).get();
	if (replay) return replayedPay(deps, user, input, replay);

	const offer = offerOrNotFound(deps.db, input.offerId);
	requireOfferRecipient(offer, user.id);
	if (offer.paidAt) throw new AppError('CONFLICT', 'chat.offers.errors.alreadyPaid');
	if (offer.status !== 'accepted') throw new AppError('CONFLICT', 'chat.offers.errors.notAccepted');

	const charge = orderCharge(deps, offer.priceCents, input.expectedCharge, language);
	const order = await callPaypal(deps, (gateway) =>
		gateway.createOrder({
			requestId: `chat-offer-${input.operationId}`,
			currency: charge.currency,
			amount: formatCents(charge.chargeCents),
			description: offer.description.slice(0, 127),
			customId: `chat-offer-${offer.id}`,
			...returnUrls(deps.appUrl, offer),
			locale: language === 'en' ? 'en-US' : 'es-DO',
			brandName: 'Edge',
		}),
	);
	if (!order.id || !order.approveUrl) throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
	deps.db
		.insert(chatOrders)
		.values({
			id: order.id,
			userId: user.id,
			purpose: 'offer',
			offerId: offer.id,
			amountCents: offer.priceCents,
			chargeCurrency: charge.currency,
			chargeCents: charge.chargeCents,
			rateCents: charge.rateCents,
			status: 'CREATED',
			operationId: input.operationId,
			createdAt: deps.clock.now(),
		})
		.onConflictDoNothing()
		.run();
	return { orderId: order.id, approveUrl: order.approveUrl };
}

/** The same press of the pay button sent again (a retry after a lost answer): the same order. */
async function replayedPay(
	deps: Deps,
	user: UserRow,
	input: PayOfferInput,
	row: ChatOrderRow,
): Promise<PayOfferResult> {
	// An operation id is the browser's own, for one offer.
	if (row.userId !== user.id || row.purpose !== 'offer' || row.offerId !== input.offerId) {
		throw new AppError('CONFLICT', 'payments.errors.operationReused');
	}
	if (row.status === 'COMPLETED') throw new AppError('CONFLICT', 'chat.offers.errors.alreadyPaid');
	const remote = await callPaypal(deps, (gateway) => gateway.getOrder(row.id));
	if (!remote.approveUrl) throw new AppError('CONFLICT', 'chat.offers.errors.paymentNotApproved');
	return { orderId: row.id, approveUrl: remote.approveUrl };
}

function ownOfferOrder(deps: Pick<ApiDeps, 'db'>, userId: string, orderId: string): ChatOrderRow {
	const order = deps.db.select().from(chatOrders).where(eq(chatOrders.id, orderId)).get();
	if (order?.purpose !== 'offer' || order.offerId === null) {
		throw new AppError('NOT_FOUND', 'chat.offers.errors.orderNotFound');
	}
	if (order.userId !== userId) throw new AppError('FORBIDDEN', 'chat.offers.errors.notRecipient');
	return order;
}

/**
 * Captures an approved order and returns the capture id. The order is read first and only an
 * approved one is captured: PayPal remembers a request id's first answer, refusals included, so a
 * capture tried before the approval would poison the retry. One request id per order makes a
 * repeated capture return the first one instead of charging again; a capture refused because a
 * concurrent confirm got there first reads the capture from the order.
 */
async function captureOrder(deps: Deps, orderId: string): Promise<string> {
	const before = await callPaypal(deps, (gateway) => gateway.getOrder(orderId));
	if (before.status === 'COMPLETED' && before.captureId) return before.captureId;
	// Not approved by the buyer yet, or cancelled.
	if (before.status !== 'APPROVED') throw new AppError('CONFLICT', 'chat.offers.errors.paymentNotApproved');
	try {
		const captured = await callPaypal(deps, (gateway) =>
			gateway.captureOrder({ requestId: `capture-${orderId}`, id: orderId }),
		);
		if (captured.status === 'COMPLETED' && captured.captureId) return captured.captureId;
	} catch (error) {
		if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
	}
	const after = await callPaypal(deps, (gateway) => gateway.getOrder(orderId));
	if (after.status === 'COMPLETED' && after.captureId) return after.captureId;
	throw new AppError('CONFLICT', 'chat.offers.errors.paymentNotApproved');
}

/**
 * After the buyer approved: captures the order and marks the offer paid, once. A second confirm (a
 * reload of the return page, a double click) finds the order completed and changes nothing.
 */
export async function confirmOfferPayment(
	deps: Deps,
	user: UserRow,
	input: ConfirmOfferPaymentInput,
): Promise<OfferView> {
	return completeOfferOrder(deps, ownOfferOrder(deps, user.id, input.orderId));
}

/**
 * Captures an offer's approved order and marks the offer paid, once: from the buyer's return page
 * (confirmOfferPayment) or from PayPal's CHECKOUT.ORDER.APPROVED webhook when the buyer never came
 * back (chat-order-webhook.ts). Both may run at once; the capture's fixed request id and the
 * conditional updates make the second a no-op.
 */
export async function completeOfferOrder(deps: Deps, order: ChatOrderRow): Promise<OfferView> {
	const offer = offerOrNotFound(deps.db, order.offerId ?? 0);
	if (order.status === 'COMPLETED') return toOfferView(offer);
	// Paid through another order (the buyer started over): never capture a second payment.
	if (offer.paidAt) throw new AppError('CONFLICT', 'chat.offers.errors.alreadyPaid');

	const captureId = await captureOrder(deps, order.id);
	const now = deps.clock.now();
	let events: ChatEvent[] = [];
	const paid = writeTransaction(deps.db, (tx) => {
		const completed = tx
			.update(chatOrders)
			.set({ status: 'COMPLETED', captureId, capturedAt: now })
			.where(and(eq(chatOrders.id, order.id), ne(chatOrders.status, 'COMPLETED')))
			.returning()
			.get();
		if (!completed) return offerOrNotFound(tx, offer.id);
		const marked = tx
			.update(chatOffers)
			.set({ paidAt: now, paymentReference: captureId })
			.where(and(eq(chatOffers.id, offer.id), isNull(chatOffers.paidAt)))
			.returning()
			.get();
		if (!marked) {
			// Two orders for one offer both approved and confirmed at once: the second was charged.
			deps.logError(new Error('chat offer paid twice'), { offerId: offer.id, orderId: order.id, captureId });
			return offerOrNotFound(tx, offer.id);
		}
		events = recordOfferChange(tx, marked, now);
		return marked;
	});
	publishAll(deps.chatBus, events);
	return toOfferView(paid);
}
