import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../gateway/index';
import { CANCEL_URL, createMonthlyPlan, RETURN_URL } from '../testing/catalog-fixture';
import { startSimulatorGateway } from '../testing/simulator-gateway';
import type { PaypalSimulator } from './index';

let simulator: PaypalSimulator;
let gateway: PaymentGateway;

beforeAll(async () => {
	({ simulator, gateway } = await startSimulatorGateway());
});
afterAll(() => simulator.stop());

async function pendingSubscription() {
	const { plan } = await createMonthlyPlan(gateway);
	return gateway.createSubscription({
		requestId: randomUUID(),
		planId: plan.id,
		returnUrl: RETURN_URL,
		cancelUrl: CANCEL_URL,
		customId: 'local-sub-1',
	});
}

const OPENER = 'http://localhost:5173';

describe("PayPal simulator: the JS SDK stand-in and its buttons' approval page", () => {
	it('serves window.paypal with Buttons and FUNDING for a client id, and 400 without one', async () => {
		const script = await fetch(`${simulator.url}/sdk/js?client-id=edge-test&vault=true&intent=subscription`);
		expect(script.status).toBe(200);
		const text = await script.text();
		for (const part of ['window.paypal', 'Buttons', 'FUNDING', 'isEligible', 'getFundingSources', "'message'"]) {
			expect(text).toContain(part);
		}
		expect((await fetch(`${simulator.url}/sdk/js`)).status).toBe(400);
	});

	it("takes a currency PayPal supports, as PayPal's script does, and refuses another with its validation error", async () => {
		const usd = await fetch(`${simulator.url}/sdk/js?client-id=edge-test&currency=USD&vault=true&intent=subscription`);
		expect(usd.status).toBe(200);
		const script = await usd.text();
		expect(script).toContain("searchParams.get('currency') || 'USD'");
		expect(script).toContain("'&currency=' + encodeURIComponent(currency)");

		const dop = await fetch(`${simulator.url}/sdk/js?client-id=edge-test&currency=DOP`);
		expect(dop.status).toBe(400);
		expect(dop.headers.get('content-type')).toContain('application/javascript');
		expect(await dop.text()).toBe(
			'throw new Error("SDK Validation error: \'Invalid query value for currency: DOP\'");',
		);
	});

	it("refuses approval when the script's currency is not the plan's: the popup reports an error, nothing is charged", async () => {
		const created = await pendingSubscription();
		const checkout = `${simulator.url}/simulator/subscriptions/${created.id}/checkout?funding=paypal&currency=EUR&opener=${encodeURIComponent(OPENER)}`;
		const html = await (await fetch(checkout)).text();
		const refusal =
			'Expected currency from subscription api call to be EUR, got USD. Please ensure you are passing currency=USD to the sdk.';
		expect(html).toContain(refusal);
		expect(html).not.toContain('/approve');
		const cancel = html.match(/action="([^"]+\/cancel[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
		expect(cancel).toContain('currency=EUR');

		// A forged approve (the form is not there) is refused the same way.
		const approve = cancel.replace('/cancel', '/approve');
		const answer = await fetch(new URL(approve, simulator.url), { method: 'POST', redirect: 'manual' });
		expect(await answer.text()).toContain(
			`window.opener.postMessage(${JSON.stringify({ type: 'paypal-simulator', state: 'error', subscriptionID: created.id, message: refusal })}, "${OPENER}")`,
		);
		expect((await gateway.getSubscription(created.id)).status).toBe('APPROVAL_PENDING');

		// Loaded for the plan's currency (or for none: USD), the same subscription can be approved.
		const matching = await (
			await fetch(`${simulator.url}/simulator/subscriptions/${created.id}/checkout?currency=USD`)
		).text();
		expect(matching).toContain('action="/simulator/checkout/');
		expect(matching).toMatch(/action="[^"]+\/approve\?currency=USD"/);
	});

	it("opens a subscription's pending approval by its id, and in a popup answers the opener", async () => {
		const created = await pendingSubscription();
		const checkout = `${simulator.url}/simulator/subscriptions/${created.id}/checkout?funding=card&opener=${encodeURIComponent(OPENER)}`;
		const page = await fetch(checkout);
		expect(page.status).toBe(200);
		const html = await page.text();
		expect(html).toContain('PayPal simulator: no real money moves.');
		expect(html).toContain('Debit or Credit Card');
		const approve = html.match(/action="([^"]+\/approve[^"]*)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
		expect(approve).toContain(`opener=${encodeURIComponent(OPENER)}`);

		const answer = await fetch(new URL(approve, simulator.url), { method: 'POST', redirect: 'manual' });
		expect(answer.status).toBe(200);
		const result = await answer.text();
		expect(result).toContain(
			`window.opener.postMessage({"type":"paypal-simulator","state":"approved","subscriptionID":"${created.id}"}, "${OPENER}")`,
		);
		expect((await gateway.getSubscription(created.id)).status).toBe('ACTIVE');
	});

	it('cancels in a popup the same way; an opener that is not an http(s) origin gets the redirect', async () => {
		const cancelled = await pendingSubscription();
		const html = await (await fetch(`${simulator.url}/simulator/subscriptions/${cancelled.id}/checkout`)).text();
		const cancel = html.match(/action="([^"]+\/cancel)"/)?.[1] ?? '';
		const answer = await fetch(new URL(`${cancel}?opener=${encodeURIComponent(OPENER)}`, simulator.url), {
			method: 'POST',
			redirect: 'manual',
		});
		expect(await answer.text()).toContain(`"state":"cancelled","subscriptionID":"${cancelled.id}"`);

		const other = await pendingSubscription();
		const page = await (await fetch(`${simulator.url}/simulator/subscriptions/${other.id}/checkout`)).text();
		const approve = page.match(/action="([^"]+\/approve)"/)?.[1] ?? '';
		const redirect = await fetch(new URL(`${approve}?opener=javascript:alert(1)`, simulator.url), {
			method: 'POST',
			redirect: 'manual',
		});
		expect(redirect.status).toBe(303);
		expect(redirect.headers.get('location')).toContain(`subscription_id=${other.id}`);
	});

	it('404 for a subscription without an approval', async () => {
		expect((await fetch(`${simulator.url}/simulator/subscriptions/I-NOPE/checkout`)).status).toBe(404);
	});
});
