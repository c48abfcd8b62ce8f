import { IntervalUnit, TenureType } from '@paypal/paypal-server-sdk';
import { checkAmount, checkRequestId } from './input-checks';
import type { RestClient } from './rest-client';
import type { SdkConnection } from './sdk-client';
import { CURRENCY, type GatewayPlan, type GatewayProduct, type PlanInterval } from './types';

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
	interval: PlanInterval;
	/** When set, the first cycle (a one-cycle TRIAL) costs this, and `price` applies from the second. */
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
											pricingScheme: { fixedPrice: { currencyCode: CURRENCY, value: firstCyclePrice } },
										},
									]),
							{
								frequency,
								tenureType: TenureType.Regular,
								sequence: firstCyclePrice === undefined ? 1 : 2,
								totalCycles: 0,
								pricingScheme: { fixedPrice: { currencyCode: CURRENCY, value: price } },
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
	};
}

function toPlan(plan: {
	id?: string;
	productId?: string;
	name?: string;
	status?: string;
	billingCycles?: {
		tenureType: string;
		frequency: { intervalUnit: string; intervalCount?: number };
		pricingScheme?: { fixedPrice?: { value: string } };
	}[];
}): GatewayPlan {
	const regular = plan.billingCycles?.find((cycle) => cycle.tenureType === TenureType.Regular);
	return {
		id: plan.id ?? '',
		productId: plan.productId ?? '',
		name: plan.name ?? '',
		status: plan.status ?? '',
		price: regular?.pricingScheme?.fixedPrice?.value ?? '0.00',
		interval: {
			unit: (regular?.frequency.intervalUnit ?? IntervalUnit.Month) as PlanInterval['unit'],
			count: regular?.frequency.intervalCount ?? 1,
		},
	};
}
