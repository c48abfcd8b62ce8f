import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A simulator state file as one written before the simulator refused currencies PayPal does not
 * support (DATA_DIR/paypal-simulator.json is kept across restarts): a product, a monthly plan at
 * DOP 1,500.00, and an order for DOP 250.00 that the buyer has approved but nobody captured.
 * Only the fields the simulator reads are written; it fills in the rest of its state.
 */
export function writeDopStateFile(stateFile: string) {
	const time = '2025-01-15T12:00:00.000Z';
	const ids = {
		productId: 'PROD-LEGACYDOP0000001',
		planId: 'P-LEGACYDOP000000000000001',
		orderId: 'LEGACYDOPORDER001',
	};
	const state = {
		products: {
			[ids.productId]: { id: ids.productId, name: 'Business Profile', type: 'SERVICE', create_time: time },
		},
		plans: {
			[ids.planId]: {
				id: ids.planId,
				product_id: ids.productId,
				name: 'Business Profile monthly',
				status: 'ACTIVE',
				usage_type: 'LICENSED',
				billing_cycles: [
					{
						tenure_type: 'REGULAR',
						sequence: 1,
						total_cycles: 0,
						frequency: { interval_unit: 'MONTH', interval_count: 1 },
						pricing_scheme: { fixed_price: { currency_code: 'DOP', value: '1500.00' } },
					},
				],
				payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
				create_time: time,
				update_time: time,
				links: [],
			},
		},
		orders: {
			[ids.orderId]: {
				id: ids.orderId,
				intent: 'CAPTURE',
				status: 'APPROVED',
				purchaseUnits: [
					{ reference_id: 'default', amount: { currency_code: 'DOP', value: '250.00' }, custom_id: 'local-order-1' },
				],
				createTime: time,
				updateTime: time,
				payerId: 'LEGACYPAYER1',
				approveRel: 'payer-action',
				captures: [],
			},
		},
		approvals: {
			[ids.orderId]: { token: ids.orderId, kind: 'order', resourceId: ids.orderId, state: 'approved' },
		},
	};
	mkdirSync(dirname(stateFile), { recursive: true });
	writeFileSync(stateFile, JSON.stringify(state));
	return ids;
}
