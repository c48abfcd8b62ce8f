/**
 * The receipt of each payment PayPal took for a subscription, mailed to the payer once: what PayPal
 * charged in the currency it charged, the DOP$ price it stands for, and the next charge. A payment
 * is recorded by whichever of the return page, the webhook or reconcile sees it first; the one that
 * claims the receipt (mailed_at, a conditional update) mails it, so no payment is mailed twice.
 */
import { paymentReceipts, plans, subscriptions, users } from '@edge/db';
import type { Language } from '@edge/i18n';
import { formatDate, formatDop, formatMoney } from '@edge/i18n/format';
import { serverT } from '@edge/i18n/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { firstPurchaseCents } from './money';
import { chargeablePlans } from './plan-charges';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'mailer' | 'logError'>;

/** Mails every receipt of the user not mailed yet. Never throws: a payment is recorded either way. */
export async function mailNewReceipts(deps: Deps, userId: string): Promise<void> {
	try {
		const pending = deps.db
			.select()
			.from(paymentReceipts)
			.where(and(eq(paymentReceipts.userId, userId), isNull(paymentReceipts.mailedAt)))
			.all();
		for (const receipt of pending) {
			const claimed = deps.db
				.update(paymentReceipts)
				.set({ mailedAt: deps.clock.now() })
				.where(and(eq(paymentReceipts.id, receipt.id), isNull(paymentReceipts.mailedAt)))
				.returning()
				.get();
			if (claimed) await mailReceipt(deps, claimed);
		}
	} catch (error) {
		deps.logError(error, { via: 'receipt-mail', userId });
	}
}

async function mailReceipt(deps: Deps, receipt: typeof paymentReceipts.$inferSelect): Promise<void> {
	const user = deps.db.select().from(users).where(eq(users.id, receipt.userId)).get();
	const plan = deps.db.select().from(plans).where(eq(plans.id, receipt.planId)).get();
	const subscription = deps.db.select().from(subscriptions).where(eq(subscriptions.id, receipt.subscriptionId)).get();
	if (!user || !plan) return;
	const atPaypal = chargeablePlans(deps.db).get(plan.id);
	// The DOP$ price this amount stands for, when it is one of the plan's charges at PayPal.
	const dopCents =
		atPaypal?.currency === receipt.currency
			? receipt.amountCents === atPaypal.chargeCents
				? plan.priceCents
				: receipt.amountCents === atPaypal.firstChargeCents
					? firstPurchaseCents(plan.priceCents)
					: null
			: null;
	const text = (language: Language) => {
		const t = serverT(language);
		return t('email.receipt.body', {
			name: user.firstName,
			amount: formatMoney(receipt.amountCents, receipt.currency, language),
			plan: language === 'en' ? plan.nameEn : plan.nameEs,
			date: formatDate(receipt.paidAt, language),
			dop:
				dopCents !== null && atPaypal?.rateCents
					? t('email.receipt.dop', {
							dop: formatDop(dopCents, language),
							rate: formatDop(atPaypal.rateCents, language),
						})
					: '',
			reference: receipt.paypalReference,
			next:
				subscription?.status === 'ACTIVE' && subscription.nextBillingAt && atPaypal
					? t('email.receipt.next', {
							amount: formatMoney(atPaypal.chargeCents, atPaypal.currency, language),
							date: formatDate(subscription.nextBillingAt, language),
						})
					: '',
		});
	};
	// Users keep no language of their own: the mail carries both, Spanish (the default) first.
	await deps.mailer.send({
		to: user.email,
		subject: `${serverT('es')('email.receipt.subject')} / ${serverT('en')('email.receipt.subject')}`,
		text: `${text('es')}\n\n---\n\n${text('en')}`,
	});
}
