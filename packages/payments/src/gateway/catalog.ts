import { type BillingPlan, IntervalUnit, TenureType } from '@paypal/paypal-server-sdk';
import { checkAmount, checkCurrency, checkRequestId } from './input-checks';
import { PaymentGatewayError } from './payment-gateway-error';
import type { RestClient } from './rest-client';
import type { SdkConnection } from './sdk-client';
import type { GatewayPlan, GatewayProduct, PlanInterval } from './types';

export interface CreateProductInput {
	requestId: string;
	name: string;
	description?: string;
	/** Our own product id; PayPal generates one when absent. */
	id?: string;
}

export interface CreatePlanInput {
	requestId: string;
	productId: string;
	name: string;
	description?: string;
	price: string;
	/** ISO code of every cycle's price; PayPal refuses one it does not support (isCurrencyNotSupported). */
	currency: string;
	interval: PlanInterval;
	/** When set, the first cycle (a one-cycle TRIAL) costs this, and `price` applies from the second. */
	firstCyclePrice?: string;
}

export interface UpdatePlanPricingInput {
	planId: string;
	/** Must be the plan's own currency: PayPal refuses a change of currency (422 CURRENCY_MISMATCH). */
	currency: string;
	/** The REGULAR cycle's new price. */
	price: string;
	/** The TRIAL cycle's new price; only for a plan that has one. Without it the trial keeps its price. */
	firstCyclePrice?: string;
}

type Run = <T>(call: (sdk: SdkConnection) => Promise<T>) => Promise<T>;

/** Products through fetch (no Catalog Products API in the SDK); plans through the SDK. */
export function catalogOperations(rest: RestClient, run: Run) {
	return {
		async createProduct(input: CreateProductInput): Promise<GatewayProduct> {
			const product = await rest.post<{ id: string; name: string }>(
				'/v1/catalogs/products',
				{ id: input.id, name: input.name, description: input.description, type: 'SERVICE', category: 'SOFTWARE' },
				checkRequestId(input.requestId),
			);
			return { id: product.id, name: product.name };
		},

		async getProduct(id: string): Promise<GatewayProduct> {
			const product = await rest.get<{ id: string; name: string }>(`/v1/catalogs/products/${encodeURIComponent(id)}`);
			return { id: product.id, name: product.name };
		},

		async createPlan(input: CreatePlanInput): Promise<GatewayPlan> {
			const price = checkAmount(input.price);
			const firstCyclePrice = input.firstCyclePrice === undefined ? undefined : checkAmount(input.firstCyclePrice);
			const currencyCode = checkCurrency(input.currency);
			const frequency = { intervalUnit: input.interval.unit as IntervalUnit, intervalCount: input.interval.count };
			const requestId = checkRequestId(input.requestId);
			const { result } = await run((sdk) =>
				sdk.subscriptions.createBillingPlan({
					paypalRequestId: requestId,
					prefer: 'return=representation',
					body: {
						productId: input.productId,
						name: input.name,
						description: input.description,
						billingCycles: [
							...(firstCyclePrice === undefined
								? []
								: [
										{
											frequency,
											tenureType: TenureType.Trial,
											sequence: 1,
											totalCycles: 1,
											pricingScheme: { fixedPrice: { currencyCode, value: firstCyclePrice } },
										},
									]),
							{
								frequency,
								tenureType: TenureType.Regular,
								sequence: firstCyclePrice === undefined ? 1 : 2,
								totalCycles: 0,
								pricingScheme: { fixedPrice: { currencyCode, value: price } },
							},
						],
						paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 1 },
					},
				}),
			);
			return toPlan(result);
		},

		async getPlan(id: string): Promise<GatewayPlan> {
			const { result } = await run((sdk) => sdk.subscriptions.getBillingPlan(id));
			return toPlan(result);
		},

		/**
		 * New prices for an existing plan (e.g. a new exchange rate), in the plan's currency. PayPal
		 * charges them to new subscribers at once and to existing ones from their next billing date,
		 * except a payment due within 10 days of the change, which keeps the old price; the period
		 * already paid is never touched. The plan is read first for its cycles' sequence numbers
		 * (the REGULAR one is 2 after a TRIAL, else 1): a plan created elsewhere may number them
		 * otherwise. No PayPal-Request-Id: PayPal takes none here, and setting the same prices twice
		 * changes nothing a subscriber pays.
		 */
		async updatePlanPricing(input: UpdatePlanPricingInput): Promise<void> {
			const price = checkAmount(input.price);
			const firstCyclePrice = input.firstCyclePrice === undefined ? undefined : checkAmount(input.firstCyclePrice);
			const currencyCode = checkCurrency(input.currency);
			const { result: plan } = await run((sdk) => sdk.subscriptions.getBillingPlan(input.planId));
			const regular = plan.billingCycles?.find((cycle) => cycle.tenureType === TenureType.Regular);
			const trial = plan.billingCycles?.find((cycle) => cycle.tenureType === TenureType.Trial);
			if (!regular) throw new PaymentGatewayError('invalid', `Plan ${input.planId} has no regular billing cycle`);
			if (firstCyclePrice !== undefined && !trial) {
				throw new PaymentGatewayError('invalid', `Plan ${input.planId} has no trial cycle to price`);
			}
			const scheme = (sequence: number, value: string) => ({
				billingCycleSequence: sequence,
				pricingScheme: { fixedPrice: { currencyCode, value } },
			});
			const pricingSchemes = [scheme(regular.sequence, price)];
			if (trial && firstCyclePrice !== undefined) pricingSchemes.unshift(scheme(trial.sequence, firstCyclePrice));
			await run((sdk) =>
				sdk.subscriptions.updateBillingPlanPricingSchemes({ id: input.planId, body: { pricingSchemes } }),
			);
		},
	};
}

function toPlan(plan: BillingPlan): GatewayPlan {
	const regular = plan.billingCycles?.find((cycle) => cycle.tenureType === TenureType.Regular);
	const trial = plan.billingCycles?.find((cycle) => cycle.tenureType === TenureType.Trial);
	const regularPrice = regular?.pricingScheme?.fixedPrice;
	return {
		id: plan.id ?? '',
		productId: plan.productId ?? '',
		name: plan.name ?? '',
		status: plan.status ?? '',
		price: regularPrice?.value ?? '0.00',
		currency: regularPrice?.currencyCode ?? trial?.pricingScheme?.fixedPrice?.currencyCode ?? '',
		firstCyclePrice: trial ? (trial.pricingScheme?.fixedPrice?.value ?? '0.00') : undefined,
		interval: {
			unit: (regular?.frequency.intervalUnit ?? IntervalUnit.Month) as PlanInterval['unit'],
			count: regular?.frequency.intervalCount ?? 1,
		},
	};
}
