import { paypalWebhookEvents, type SubscriptionRow, subscriptions } from '@edge/db';
import type { GatewaySubscription, WebhookHeaders } from '@edge/payments';
import { eq } from 'drizzle-orm';
import { chatOrderIdOf, completeChatOrderFromWebhook } from '../chat/billing/chat-order-webhook';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { writeTransaction } from '../shared/write-transaction';
import { cancelIfOrphaned } from './orphaned-subscription';
import { cancelIfSuperseded } from './payments.service';
import { callPaypal, requirePaypal } from './paypal-deps';
import { mailNewReceipts } from './receipt-mail';
import { changeFromGateway, recordReceipt, sameState, type Tx, writeChangeIn } from './subscription-store';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'appUrl' | 'paypal' | 'logError' | 'chatBus' | 'mailer'>;

interface WebhookEventBody {
	id?: unknown;
	event_type?: unknown;
	resource?: Record<string, unknown>;
}

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

const badWebhook = () => new AppError('BAD_REQUEST', 'payments.errors.badWebhook');

/**
 * POST /api/paypal/webhook. The signature is checked with PayPal (verify-webhook-signature) before
 * anything is read; a bad one is a 400 and changes nothing. Each event id is applied once: the id is
 * stored in the same transaction as the change it makes. Unknown types are stored and ignored.
 */
export async function handlePaypalWebhook(
	deps: Deps,
	headers: WebhookHeaders,
	rawBody: string,
): Promise<WebhookOutcome> {
	let event: WebhookEventBody;
	try {
		event = JSON.parse(rawBody) as WebhookEventBody;
	} catch {
		throw badWebhook();
	}
	if (
		typeof event !== 'object' ||
		event === null ||
		typeof event.id !== 'string' ||
		typeof event.event_type !== 'string'
	)
		throw badWebhook();
	const paypal = requirePaypal(deps);
	const verified = await callPaypal(deps, (gateway) =>
		gateway.verifyWebhookSignature({ webhookId: paypal.webhookId, headers, event }),
	);
	if (!verified) throw badWebhook();
	const eventId = event.id;
	const eventType = event.event_type;
	if (deps.db.select().from(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, eventId)).get()) return 'duplicate';

	const resource = event.resource ?? {};
	let apply: ((tx: Tx, now: Date) => WebhookOutcome) | null = null;
	if (eventType.startsWith('BILLING.SUBSCRIPTION.')) {
		const row = subscriptionRow(deps, resource.id);
		if (row) {
			// Events can arrive late and out of order: PayPal's current state is applied, never the
			// snapshot in the event.
			const remote = await callPaypal(deps, (gateway) => gateway.getSubscription(row.id));
			apply = (tx, now) => applyRemote(tx, row, remote, eventType, now);
		} else if (await cancelIfOrphaned(deps, resource.id)) {
			// Approved after its account was deleted: cancelled at PayPal (orphaned-subscription.ts).
			apply = () => 'applied';
		}
	} else if (eventType === 'PAYMENT.SALE.COMPLETED') {
		const row = subscriptionRow(deps, resource.billing_agreement_id);
		if (row) {
			// A renewal: PayPal's subscription now carries the next billing time.
			const remote = await callPaypal(deps, (gateway) => gateway.getSubscription(row.id));
			const { total: amount, currency } = (resource.amount ?? {}) as { total?: unknown; currency?: unknown };
			const time = resource.create_time;
			apply = (tx, now) => {
				const outcome = applyRemote(tx, row, remote, eventType, now);
				if (typeof amount === 'string' && typeof currency === 'string' && typeof time === 'string') {
					const current = tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).get() ?? row;
					recordReceipt(tx, current, {
						amount,
						currency,
						time,
						reference: typeof resource.id === 'string' ? resource.id : undefined,
					});
				}
				return outcome;
			};
		}
	}

	const chatOrderId = chatOrderIdOf(eventType, resource);
	if (chatOrderId !== null && (await completeChatOrderFromWebhook(deps, chatOrderId))) {
		// Completed (or found complete) before the event is stored: a failure answers an error and
		// PayPal delivers the event again.
		apply = () => 'applied';
	}

	const now = deps.clock.now();
	const before = subscriptionRow(deps, eventType.startsWith('PAYMENT.') ? resource.billing_agreement_id : resource.id);
	const outcome = writeTransaction(deps.db, (tx): WebhookOutcome => {
		const fresh = tx
			.insert(paypalWebhookEvents)
			.values({ id: eventId, eventType, outcome: apply ? 'applied' : 'ignored', receivedAt: now })
			.onConflictDoNothing()
			.returning()
			.get();
		if (!fresh) return 'duplicate';
		return apply ? apply(tx, now) : 'ignored';
	});
	const after = before && subscriptionRow(deps, before.id);
	// A renewal's receipt (or an activation's first payment) goes to the payer once.
	// Not awaited: PayPal's delivery does not wait on SMTP (each mail is in the outbox before SMTP is tried).
	if (outcome === 'applied' && before) void mailNewReceipts(deps, before.userId);
	if (outcome === 'applied' && before?.status === 'APPROVAL_PENDING' && after?.status === 'ACTIVE') {
		// The event is applied whatever happens here; a failed cancel is logged for an operator.
		await cancelIfSuperseded(deps, after, 'webhook').catch((error) =>
			deps.logError(error, { via: 'paypal-webhook', subscriptionId: after.id }),
		);
	}
	return outcome;
}

function subscriptionRow(deps: Pick<ApiDeps, 'db'>, id: unknown): SubscriptionRow | undefined {
	if (typeof id !== 'string' || id.length === 0) return undefined;
	return deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
}

function applyRemote(
	tx: Tx,
	row: SubscriptionRow,
	remote: GatewaySubscription,
	eventType: string,
	now: Date,
): WebhookOutcome {
	const current = tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).get() ?? row;
	const change = changeFromGateway(tx, current, remote);
	if (!sameState(current, change)) writeChangeIn(tx, current, change, 'webhook', eventType, now);
	return 'applied';
}
