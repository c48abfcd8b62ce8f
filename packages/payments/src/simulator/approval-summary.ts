/**
 * What the approval page says is being bought, in the buyer's language (the `locale` our app sends
 * at creation, as PayPal's own page uses it): the plan, what is paid now and what later periods
 * cost. The simulator stands in for PayPal, whose page does this in its own words; the buttons stay
 * bilingual, as the browser tests name them.
 */
import { addPeriod, cycleForPayment, priceAt } from './billing-cycles';
import type { BillingCycle, Money, PlanJson, PriceChange, SubscriptionRecord } from './state';

type Lang = 'es' | 'en';

/** When the page is shown and the plan's price changes: the amounts are what PayPal would charge. */
export interface PricingMoment {
	now: Date;
	changes?: PriceChange[];
}

export function languageOfLocale(locale: string | undefined): Lang {
	return locale?.toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** Our plans are created with bilingual names ("Perfil de Negocio / Business Profile"): one part. */
function planNameIn(plan: PlanJson | undefined, lang: Lang): string {
	const name = String(plan?.name ?? '');
	const parts = name.split(' / ');
	return parts.length === 2 ? (parts[lang === 'es' ? 0 : 1] ?? name) : name;
}

function amount(money: Money, lang: Lang): string {
	const value = Number(money.value).toLocaleString(lang === 'es' ? 'es-DO' : 'en-US', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	});
	return `${money.currency_code} ${value}`;
}

const EVERY: Record<Lang, Record<BillingCycle['frequency']['interval_unit'], [string, string]>> = {
	es: {
		DAY: ['cada día', 'días'],
		WEEK: ['cada semana', 'semanas'],
		MONTH: ['cada mes', 'meses'],
		YEAR: ['cada año', 'años'],
	},
	en: {
		DAY: ['every day', 'days'],
		WEEK: ['every week', 'weeks'],
		MONTH: ['every month', 'months'],
		YEAR: ['every year', 'years'],
	},
};

function every(cycle: BillingCycle, lang: Lang): string {
	const count = cycle.frequency.interval_count ?? 1;
	const [one, many] = EVERY[lang][cycle.frequency.interval_unit];
	if (count === 1) return one;
	return lang === 'es' ? `cada ${count} ${many}` : `every ${count} ${many}`;
}

/**
 * A new subscription: the plan, the first cycle's price (paid on approval) and the later one, each
 * in the plan's own currency ("you pay USD 40.68 today, then USD 81.36 every year").
 */
export function subscriptionSummary(
	plan: PlanJson | undefined,
	record: SubscriptionRecord,
	lang: Lang,
	moment: PricingMoment,
): string {
	const name = planNameIn(plan, lang);
	const first = plan && cycleForPayment(plan, 0);
	const later = plan && cycleForPayment(plan, 1);
	if (!plan || !first || !later) return name;
	const now = amount(priceAt(plan, first, record, moment.now, moment.changes), lang);
	const then = amount(priceAt(plan, later, record, addPeriod(moment.now, first), moment.changes), lang);
	return lang === 'es'
		? `Suscripción a ${name}: pagas ${now} hoy y luego ${then} ${every(later, lang)}.`
		: `Subscription to ${name}: you pay ${now} today, then ${then} ${every(later, lang)}.`;
}

/** A change of plan: nothing today, the new plan's price from the next billing date. */
export function revisionSummary(
	plan: PlanJson | undefined,
	record: SubscriptionRecord,
	lang: Lang,
	moment: PricingMoment,
): string {
	const name = planNameIn(plan, lang);
	const cycle = plan && cycleForPayment(plan, Math.max(record.paymentsMade, 1));
	if (!plan || !cycle) return name;
	const from = record.nextBillingTime ? new Date(record.nextBillingTime) : moment.now;
	const price = amount(priceAt(plan, cycle, { ...record, overridePrices: {} }, from, moment.changes), lang);
	return lang === 'es'
		? `Cambio de plan a ${name}: hoy no pagas nada; desde tu próximo cobro pagas ${price} ${every(cycle, lang)}.`
		: `Change of plan to ${name}: nothing to pay today; from your next billing date you pay ${price} ${every(cycle, lang)}.`;
}
