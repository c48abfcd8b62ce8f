import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../gateway/index';

/** A product and a monthly plan at DOP 1,500.00, created the way `paypal:sync` will create them. */
export async function createMonthlyPlan(gateway: PaymentGateway, price = '1500.00') {
	const product = await gateway.createProduct({ requestId: randomUUID(), name: 'Business Profile' });
	const plan = await gateway.createPlan({
		requestId: randomUUID(),
		productId: product.id,
		name: 'Business Profile monthly',
		price,
		interval: { unit: 'MONTH', count: 1 },
	});
	return { product, plan };
}

export const RETURN_URL = 'http://localhost:5173/payment-success';
export const CANCEL_URL = 'http://localhost:5173/payment-failed';
