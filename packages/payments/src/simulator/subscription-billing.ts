import { randomBytes } from 'node:crypto';
import { addPeriod, cycleForPayment, priceAt } from './billing-cycles';
import type { SimulatorContext } from './context';
import { newId } from './ids';
import type { SubscriptionRecord, SubscriptionStatus } from './state';
import { subscriptionJson } from './subscription-json';

export function setStatus(record: SubscriptionRecord, status: SubscriptionStatus, at: Date, note?: string) {
	record.status = status;
	record.statusUpdateTime = at.toISOString();
	record.updateTime = at.toISOString();
	record.statusChangeNote = note;
}

/**
 * Charges the cycle that starts at `at` and moves next_billing_time one period on; when the plan
 * has no cycle left the subscription expires instead. Returns false if it expired.
 */
function charge(ctx: SimulatorContext, record: SubscriptionRecord, at: Date): boolean {
	const plan = ctx.store.data.plans[record.planId];
	const cycle = plan && cycleForPayment(plan, record.paymentsMade);
	if (!cycle) {
		expire(ctx, record, at);
		return false;
	}
	// The plan's price at this payment (update-pricing-schemes reaches the next cycle, never the paid one).
	const amount = priceAt(plan, cycle, record, at, ctx.store.data.priceChanges[plan.id]);
	record.paymentsMade++;
	record.nextBillingTime = addPeriod(at, cycle).toISOString();
	record.updateTime = at.toISOString();
	if (Number(amount.value) > 0) {
		record.lastPayment = { amount, time: at.toISOString() };
		ctx.emit(
			'PAYMENT.SALE.COMPLETED',
			'sale',
			{
				id: newId('', 17),
				state: 'completed',
				amount: { total: amount.value, currency: amount.currency_code, details: { subtotal: amount.value } },
				payment_mode: 'INSTANT_TRANSFER',
				protection_eligibility: 'ELIGIBLE',
				transaction_fee: { value: '0.00', currency: amount.currency_code },
				billing_agreement_id: record.id,
				custom: record.customId,
				create_time: at.toISOString(),
				update_time: at.toISOString(),
				links: [],
			},
			`Payment completed for ${amount.currency_code} ${amount.value}`,
		);
	}
	return true;
}

function expire(ctx: SimulatorContext, record: SubscriptionRecord, at: Date) {
	setStatus(record, 'EXPIRED', at);
	record.nextBillingTime = undefined;
	ctx.emit('BILLING.SUBSCRIPTION.EXPIRED', 'subscription', subscriptionJson(ctx, record), 'Subscription expired');
}

/** The buyer approved: the first cycle is charged now and the subscription becomes ACTIVE. */
export function activateApproved(ctx: SimulatorContext, record: SubscriptionRecord) {
	const now = ctx.now();
	record.startTime = now.toISOString();
	setStatus(record, 'ACTIVE', now);
	record.subscriber = record.subscriber ?? {
		email_address: 'buyer@simulator.invalid',
		payer_id: randomBytes(6).toString('hex').toUpperCase(),
		name: { given_name: 'Simulated', surname: 'Buyer' },
	};
	if (!charge(ctx, record, now)) return;
	ctx.emit('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionJson(ctx, record), 'Subscription activated');
}

/**
 * Runs every billing date that the clock has passed: an ACTIVE subscription renews (once per
 * period passed); a CANCELLED or SUSPENDED one expires at the end of the period it paid for.
 */
export function runDueBilling(ctx: SimulatorContext) {
	const now = ctx.now();
	for (const record of Object.values(ctx.store.data.subscriptions)) {
		while (record.nextBillingTime && Date.parse(record.nextBillingTime) <= now.getTime()) {
			const due = new Date(record.nextBillingTime);
			if (record.status === 'ACTIVE') {
				if (!charge(ctx, record, due)) break;
			} else if (record.status === 'CANCELLED' || record.status === 'SUSPENDED') {
				expire(ctx, record, due);
			} else {
				break;
			}
		}
	}
	ctx.store.save();
}
