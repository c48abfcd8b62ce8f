import { chatLedger, chatOrders, type UserRow } from '@edge/db';
import type { Language } from '@edge/i18n';
import type { GatewayOrder } from '@edge/payments';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { formatCents } from '../../payments/money';
import { chargedBy, orderCharge } from '../../payments/order-charge';
import { callPaypal } from '../../payments/paypal-deps';
import { AppError } from '../../shared/app-error';
import { writeTransaction } from '../../shared/write-transaction';
import type { ConfirmTopUpInput, TopUpInput } from './billing.schema';
import type { TopUpConfirmed, TopUpStarted } from './billing.types';
import { balanceOf } from './chat-balance';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'appUrl' | 'paypal' | 'logError'>;
type ChatOrderRow = typeof chatOrders.$inferSelect;

/**
 * Where PayPal sends the buyer back: the conversation they came from (or the inbox) with
 * `topup=approved|cancelled`; PayPal adds `token=<orderId>`, which the page passes to confirmTopUp.
 */
export function topUpReturnUrls(appUrl: string, otherUserId: string | undefined) {
	const page = otherUserId ? `${appUrl}/chat/${encodeURIComponent(otherUserId)}` : `${appUrl}/chat`;
	return { returnUrl: `${page}?topup=approved`, cancelUrl: `${page}?topup=cancelled` };
}

/**
 * Starts a top-up: a one-off PayPal order for one of the packs, then our row. PayPal first: a failed
 * call leaves nothing here, and a retry with the same operation id gets the same order back
 * (PayPal-Request-Id), so one row.
 */
export async function startTopUp(
	deps: Deps,
	user: UserRow,
	input: TopUpInput,
	language: Language,
): Promise<TopUpStarted> {
	const replay = deps.db.select().from(chatOrders).where(eq(chatOrders.operationId, input.operationId)).get();
	if (replay) {
		// An operation id is the browser's own: someone else's, or another purpose, is refused.
		if (replay.userId !== user.id || replay.purpose !== 'topup') {
			throw new AppError('CONFLICT', 'chat.billing.operationReused');
		}
		const remote = await callPaypal(deps, (gateway) => gateway.getOrder(replay.id));
		return { orderId: replay.id, approveUrl: approveUrlOf(remote) };
	}

	// The pack is DOP$; PayPal charges it in its currency at the rate the dialog showed, and the
	// balance is credited the pack's DOP$ whatever the rate is when the payment is captured.
	const charge = orderCharge(deps, input.amountCents, input.expectedCharge, language);
	const order = await callPaypal(deps, (gateway) =>
		gateway.createOrder({
			requestId: `chat-topup-${input.operationId}`,
			currency: charge.currency,
			amount: formatCents(charge.chargeCents),
			description: language === 'en' ? 'Edge chat balance' : 'Saldo del chat de Edge',
			customId: user.id,
			...topUpReturnUrls(deps.appUrl, input.otherUserId),
			locale: language === 'en' ? 'en-US' : 'es-DO',
			brandName: 'Edge',
		}),
	);
	const approveUrl = approveUrlOf(order);
	// Two requests with the same operation id at once get the same order: the second insert is a no-op.
	deps.db
		.insert(chatOrders)
		.values({
			id: order.id,
			userId: user.id,
			purpose: 'topup',
			amountCents: input.amountCents,
			chargeCurrency: charge.currency,
			chargeCents: charge.chargeCents,
			rateCents: charge.rateCents,
			status: 'CREATED',
			operationId: input.operationId,
			createdAt: deps.clock.now(),
		})
		.onConflictDoNothing()
		.run();
	return { orderId: order.id, approveUrl };
}

function approveUrlOf(order: GatewayOrder): string {
	if (!order.approveUrl) throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
	return order.approveUrl;
}

/**
 * After PayPal's return page: captures the approved order and credits the balance once. The
 * capture's request id is fixed per order, so a repeated or concurrent confirm gets PayPal's first
 * capture back; the ledger's unique order id keeps the credit to one row whatever happens here.
 */
export async function confirmTopUp(deps: Deps, user: UserRow, input: ConfirmTopUpInput): Promise<TopUpConfirmed> {
	const row = deps.db
		.select()
		.from(chatOrders)
		.where(and(eq(chatOrders.id, input.orderId), eq(chatOrders.userId, user.id), eq(chatOrders.purpose, 'topup')))
		.get();
	// Someone else's order answers like an unknown one.
	if (!row) throw new AppError('NOT_FOUND', 'chat.billing.orderNotFound');
	return completeTopUpOrder(deps, row);
}

/**
 * Captures a top-up's approved order and credits the balance once: from the buyer's return page
 * (confirmTopUp) or from PayPal's CHECKOUT.ORDER.APPROVED webhook when the buyer never came back
 * (chat-order-webhook.ts). Both may run at once: the capture's request id is fixed per order and
 * the ledger's unique order id keeps the credit to one row.
 */
export async function completeTopUpOrder(deps: Deps, row: ChatOrderRow): Promise<TopUpConfirmed> {
	if (row.status === 'COMPLETED') {
		return { balanceCents: balanceOf(deps.db, row.userId), creditedCents: row.amountCents, charged: chargedBy(row) };
	}

	const remote = await callPaypal(deps, (gateway) => gateway.getOrder(row.id));
	let captured = remote;
	if (remote.status === 'APPROVED') {
		captured = await callPaypal(deps, (gateway) =>
			gateway.captureOrder({ requestId: `chat-topup-capture-${row.id}`, id: row.id }),
		);
	}
	if (captured.status !== 'COMPLETED') throw new AppError('CONFLICT', 'chat.billing.notApproved');

	const now = deps.clock.now();
	const balanceCents = writeTransaction(deps.db, (tx) => {
		tx.insert(chatLedger)
			.values({ userId: row.userId, deltaCents: row.amountCents, reason: 'topup', orderId: row.id, createdAt: now })
			.onConflictDoNothing()
			.run();
		tx.update(chatOrders)
			.set({ status: 'COMPLETED', captureId: captured.captureId ?? null, capturedAt: now })
			.where(eq(chatOrders.id, row.id))
			.run();
		return balanceOf(tx, row.userId);
	});
	return { balanceCents, creditedCents: row.amountCents, charged: chargedBy(row) };
}
