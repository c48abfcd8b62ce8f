/**
 * An operator's change of the rate DOP$ prices are charged at (`npm run cli -- payments:rate`,
 * docs/payments.md "Changing the rate"). Never silent: the PayPal plans' pricing is updated through
 * PayPal's plan pricing update (from each subscription's next cycle; running periods are paid and
 * untouched), and every subscriber PayPal will charge again is told by mail before that charge.
 */
import { chargeRates, plans, subscriptions, users } from '@edge/db';
import type { Language } from '@edge/i18n';
import { formatDate, formatDop, formatMoney } from '@edge/i18n/format';
import { serverT } from '@edge/i18n/server';
import { eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { CHARGE_CURRENCY, currentRate } from './charge';
import { type RepricedPlan, type SyncSummary, syncPaypalCatalog } from './paypal-sync';

export interface RateChange {
	/** The rate in force before, DOP centavos per unit; null when none was set. */
	fromCents: number | null;
	toCents: number;
	sync: SyncSummary;
	/** Subscribers told of their new charge. */
	mailed: number;
}

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'mailer'>;

/**
 * Stores the new rate (when it differs), then brings PayPal's plans to it and mails the subscribers
 * of every plan repriced. Run again after a failure (PayPal down half-way): the rate is kept, the
 * plans not yet repriced are repriced then, and only their subscribers are mailed.
 */
export async function changeChargeRate(deps: Deps, dopPerUnitCents: number): Promise<RateChange> {
	const before = currentRate(deps.db);
	if (before?.dopPerUnitCents !== dopPerUnitCents) {
		deps.db.insert(chargeRates).values({ currency: CHARGE_CURRENCY, dopPerUnitCents, setAt: deps.clock.now() }).run();
	}
	const sync = await syncPaypalCatalog(deps);
	const mailed = await mailRepricedSubscribers(deps, sync.repriced, dopPerUnitCents);
	return { fromCents: before?.dopPerUnitCents ?? null, toCents: dopPerUnitCents, sync, mailed };
}

/** Subscriptions PayPal bills again: active ones, and suspended ones (billed when resumed). */
const BILLED_AGAIN = ['ACTIVE', 'SUSPENDED'];

async function mailRepricedSubscribers(deps: Deps, repriced: RepricedPlan[], rateCents: number): Promise<number> {
	if (repriced.length === 0) return 0;
	const byPlan = new Map(repriced.map((plan) => [plan.planId, plan]));
	const planRows = new Map(
		deps.db
			.select()
			.from(plans)
			.all()
			.map((row) => [row.id, row]),
	);
	const rows = deps.db
		.select({ subscription: subscriptions, user: users })
		.from(subscriptions)
		.innerJoin(users, eq(users.id, subscriptions.userId))
		.where(inArray(subscriptions.status, BILLED_AGAIN))
		.all();
	let mailed = 0;
	for (const { subscription, user } of rows) {
		// The plan PayPal bills next: a scheduled change's plan, else the current one.
		const billedPlanId = subscription.pendingPlanId ?? subscription.planId;
		const change = byPlan.get(billedPlanId);
		const plan = planRows.get(billedPlanId);
		if (!change || !plan) continue;
		const text = (language: Language) => {
			const t = serverT(language);
			return t('email.chargeRate.body', {
				name: user.firstName,
				plan: language === 'en' ? plan.nameEn : plan.nameEs,
				date: subscription.nextBillingAt
					? formatDate(subscription.nextBillingAt, language)
					: t('email.chargeRate.nextCharge'),
				from: formatMoney(change.fromCents, change.currency, language),
				to: formatMoney(change.toCents, change.currency, language),
				dop: formatDop(plan.priceCents, language),
				rate: formatDop(rateCents, language),
			});
		};
		// Users keep no language of their own: the mail carries both, Spanish (the default) first.
		await deps.mailer.send({
			to: user.email,
			subject: `${serverT('es')('email.chargeRate.subject')} / ${serverT('en')('email.chargeRate.subject')}`,
			text: `${text('es')}\n\n---\n\n${text('en')}`,
		});
		mailed += 1;
	}
	return mailed;
}
