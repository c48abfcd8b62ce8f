import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../gateway/index';

/**
 * A product and a monthly plan at USD 25.00, created the way `paypal:sync` creates them: the prices
 * are kept in DOP, PayPal charges them in US dollars (DOP is not a PayPal currency).
 */
export async function createMonthlyPlan(gateway: PaymentGateway, price = '25.00', currency = 'USD') {
	const product = await gateway.createProduct({ requestId: randomUUID(), name: 'Business Profile' });
	const plan = await gateway.createPlan({
		requestId: randomUUID(),
		productId: product.id,
		name: 'Business Profile monthly',
		price,
		currency,
		interval: { unit: 'MONTH', count: 1 },
	});
	return { product, plan };
}

export const RETURN_URL = 'http://localhost:5173/payment-success';
export const CANCEL_URL = 'http://localhost:5173/payment-failed';
