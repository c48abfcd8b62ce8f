import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaypalSimulator, startPaypalSimulator } from './index';

let simulator: PaypalSimulator;
let token: string;

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function requestToken(authorization: string, body = 'grant_type=client_credentials') {
	return fetch(`${simulator.url}/v1/oauth2/token`, {
		method: 'POST',
		headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
		body,
	});
}

function api(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
	return fetch(`${simulator.url}${path}`, {
		method: init.method ?? 'GET',
		headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
}

beforeAll(async () => {
	simulator = await startPaypalSimulator({ clientId: 'client', clientSecret: 'secret' });
	const answer = await requestToken(basic('client', 'secret'));
	token = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(() => simulator.stop());

describe('PayPal simulator: the REST protocol as PayPal speaks it', () => {
	it('issues bearer tokens for the client-credentials grant with basic auth only', async () => {
		const granted = await requestToken(basic('client', 'secret'));
		expect(granted.status).toBe(200);
		expect(await granted.json()).toMatchObject({ token_type: 'Bearer', expires_in: 32400 });
		expect((await requestToken(basic('client', ''))).status).toBe(401);
		// Only the credentials it was started with, as PayPal accepts only the REST app's own.
		for (const [id, secret] of [
			['client', 'guessed'],
			['someone-else', 'secret'],
			['client', 'secret-and-more'],
		] as const) {
			const refused = await requestToken(basic(id, secret));
			expect(refused.status).toBe(401);
			expect(await refused.json()).toEqual({
				error: 'invalid_client',
				error_description: 'Client Authentication failed',
			});
		}
		expect(await (await requestToken('Bearer nope')).json()).toEqual({
			error: 'invalid_client',
			error_description: 'Client Authentication failed',
		});
		expect((await requestToken(basic('client', 'secret'), 'grant_type=password')).status).toBe(400);
	});

	it('refuses API calls without a token it issued with AUTHENTICATION_FAILURE', async () => {
		const answer = await api('/v1/catalogs/products', { headers: { authorization: 'Bearer forged' } });
		expect(answer.status).toBe(401);
		expect(await answer.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
	});

	it('answers unknown resources with 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID and a debug id', async () => {
		const answer = await api('/v1/billing/subscriptions/I-NOPE');
		expect(answer.status).toBe(404);
		const body = (await answer.json()) as { name: string; debug_id: string; details: { issue: string }[] };
		expect(body.name).toBe('RESOURCE_NOT_FOUND');
		expect(body.details[0]?.issue).toBe('INVALID_RESOURCE_ID');
		expect(body.debug_id).toMatch(/^[0-9a-f]+$/);
	});

	it('replays the first answer for a repeated PayPal-Request-Id on the same endpoint, and lists one product', async () => {
		const create = () =>
			api('/v1/catalogs/products', {
				method: 'POST',
				headers: { 'paypal-request-id': 'product-once' },
				body: { name: 'Search Bar Visibility', type: 'SERVICE' },
			});
		const first = (await (await create()).json()) as { id: string };
		const second = await create();
		expect(second.status).toBe(201);
		expect(((await second.json()) as { id: string }).id).toBe(first.id);
		const list = (await (await api('/v1/catalogs/products')).json()) as { products: { id: string }[] };
		expect(list.products.filter((product) => product.id === first.id)).toHaveLength(1);
	});

	it('validates requests with 400 INVALID_REQUEST and PayPal detail issues', async () => {
		const answer = await api('/v2/checkout/orders', {
			method: 'POST',
			body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: 'abc' } }] },
		});
		expect(answer.status).toBe(400);
		expect(await answer.json()).toMatchObject({
			name: 'INVALID_REQUEST',
			details: [{ issue: 'INVALID_PARAMETER_VALUE' }],
		});
	});

	it('serves a clearly labelled approval page, and 404 for an unknown approval token', async () => {
		const unknown = await fetch(`${simulator.url}/simulator/checkout/BA-UNKNOWN`);
		expect(unknown.status).toBe(404);
		expect(await unknown.text()).toContain('PayPal simulator');
	});
});
