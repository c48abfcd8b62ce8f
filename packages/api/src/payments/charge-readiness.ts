import { chargeRates, type Db, paypalPlans } from '@edge/db';
import { isPayPalCurrency } from '@edge/payments';
import { CHARGE_CURRENCY, currentRate, SIMULATOR_DEFAULT_RATE_CENTS } from './charge';
import { formatCents } from './money';

export type ChargeReadiness =
	| { ok: true; currency: string; rate: string }
	| { ok: false; reason: string; currency?: string; rate?: string };

/**
 * Whether real money can be charged (docs/payments.md, "Going live"): a rate is set, and no PayPal
 * plan of ours is in a currency PayPal refuses (DOP plans from before charging in US dollars, which
 * PayPal would refuse to bill). Live and sandbox servers refuse to start, and /api/ready answers not
 * ready, without it. Plans not created at PayPal yet are not refused here: subscribing to them says
 * payments are unavailable until `paypal:sync` has run.
 */
export function chargeReadiness(db: Db): ChargeReadiness {
	const rate = currentRate(db);
	if (!rate) return { ok: false, reason: 'no charge rate is set: run `npm run cli -- payments:rate <DOP$ per US$>`' };
	const shown = { currency: rate.currency, rate: formatCents(rate.dopPerUnitCents) };
	if (!isPayPalCurrency(rate.currency))
		return { ok: false, reason: `${rate.currency} is not a currency PayPal accepts`, ...shown };
	const refused = db
		.select({ planId: paypalPlans.planId, currency: paypalPlans.currency })
		.from(paypalPlans)
		.all()
		.filter((row) => !isPayPalCurrency(row.currency));
	if (refused.length > 0) {
		const list = refused.map((row) => `${row.planId} (${row.currency})`).join(', ');
		return {
			ok: false,
			reason: `PayPal plans in a currency PayPal refuses: ${list}; run \`npm run cli -- paypal:sync\``,
			...shown,
		};
	}
	return { ok: true, ...shown };
}

/**
 * Simulator mode only (`npm start` on a fresh clone): a demo rate when the operator set none, so every
 * flow works without a step. Live and sandbox never get one they were not given.
 */
export function ensureSimulatorRate(db: Db, now: Date): void {
	if (currentRate(db)) return;
	db.insert(chargeRates)
		.values({ currency: CHARGE_CURRENCY, dopPerUnitCents: SIMULATOR_DEFAULT_RATE_CENTS, setAt: now })
		.run();
}
