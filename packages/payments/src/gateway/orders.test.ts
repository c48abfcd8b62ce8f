import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOnApprovalPage } from '../testing/approval';
import { CANCEL_URL, RETURN_URL } from '../testing/catalog-fixture';
import { startSimulatorGatewayWithWebhooks, type WebhookReceiver } from '../testing/simulator-gateway';
import type { ReceivedWebhook } from '../testing/webhook-receiver';
import type { PaymentGateway } from './index';

let gateway: PaymentGateway;
let receiver: WebhookReceiver;
let stop: () => Promise<void>;

beforeAll(async () => {
	({ gateway, receiver, stop } = await startSimulatorGatewayWithWebhooks());
});
afterAll(() => stop());

const newOrder = () =>
	gateway.createOrder({
		requestId: randomUUID(),
		amount: '4.25',
		currency: 'USD',
		description: 'Chat balance',
		customId: 'local-order-1',
		returnUrl: RETURN_URL,
		cancelUrl: CANCEL_URL,
	});

describe('payment gateway: one-off orders through the SDK against the simulator', () => {
	it('creates an order, the buyer approves it, and the capture completes it with a capture id', async () => {
		const order = await newOrder();
		expect(order).toMatchObject({ status: 'CREATED', amount: '4.25', currency: 'USD' });

		const redirect = await decideOnApprovalPage(order.approveUrl, 'approve');
		expect(redirect.origin + redirect.pathname).toBe(RETURN_URL);
		expect(redirect.searchParams.get('token')).toBe(order.id);
		expect((await gateway.getOrder(order.id)).status).toBe('APPROVED');

		const captured = await gateway.captureOrder({ requestId: `capture-${order.id}`, id: order.id });
		expect(captured.status).toBe('COMPLETED');
		expect(captured.captureId).toBeTruthy();

		const isCapture = (webhook: ReceivedWebhook) =>
			webhook.event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && webhook.event.resource.id === captured.captureId;
		const capture = await receiver.waitFor(isCapture);
		expect(captured).toMatchObject({ amount: '4.25', currency: 'USD' });
		expect(capture.event.resource).toMatchObject({ amount: { currency_code: 'USD', value: '4.25' } });
	});

	it('capturing twice with the same request id returns the first capture; a new id is refused', async () => {
		const order = await newOrder();
		await decideOnApprovalPage(order.approveUrl, 'approve');
		const first = await gateway.captureOrder({ requestId: `capture-${order.id}`, id: order.id });
		const again = await gateway.captureOrder({ requestId: `capture-${order.id}`, id: order.id });
		expect(again.captureId).toBe(first.captureId);
		await expect(gateway.captureOrder({ requestId: randomUUID(), id: order.id })).rejects.toMatchObject({
			kind: 'refused',
			issue: 'ORDER_ALREADY_CAPTURED',
		});
	});

	it('refuses to capture an order the buyer has not approved (or cancelled)', async () => {
		const order = await newOrder();
		await expect(gateway.captureOrder({ requestId: randomUUID(), id: order.id })).rejects.toMatchObject({
			kind: 'refused',
			status: 422,
			issue: 'ORDER_NOT_APPROVED',
		});
		const redirect = await decideOnApprovalPage(order.approveUrl, 'cancel');
		expect(redirect.origin + redirect.pathname).toBe(CANCEL_URL);
		expect((await gateway.getOrder(order.id)).status).toBe('CREATED');
	});
});
