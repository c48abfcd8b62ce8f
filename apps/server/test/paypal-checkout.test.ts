import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/** The page's CSP, one directive per entry. */
async function pageCsp(url: string): Promise<Record<string, string>> {
	const response = await fetch(`${url}/`);
	expect(response.status).toBe(200);
	const policy = response.headers.get('content-security-policy') ?? '';
	return Object.fromEntries(
		policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
	);
}

/** The app's own /sdk/js is a client route like any other: the page, never a script. */
async function expectNoStandIn(url: string) {
	const response = await fetch(`${url}/sdk/js?client-id=any`);
	expect(response.headers.get('content-type')).toMatch(/^text\/html/);
	expect(await response.text()).not.toContain('window.paypal');
}

let webDist: WebDistFixture;
beforeAll(() => {
	webDist = createWebDist();
});
afterAll(() => webDist.remove());

describe('PayPal JS SDK in simulator mode', () => {
	let server: TestServer;
	beforeAll(async () => {
		server = await startTestServer({ WEB_DIST: webDist.dir });
	});
	afterAll(() => server.stop());

	it("checkoutConfig points the browser at the simulator's stand-in script, which it serves", async () => {
		const simulatorUrl = server.paypalSimulator?.url ?? '';
		expect(simulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		const config = await call(() => apiClient(server.url).payments.checkoutConfig.query());
		expect(config.data).toEqual({ clientId: 'edge-simulator', sdkUrl: `${simulatorUrl}/sdk/js` });

		const script = await fetch(
			`${config.data?.sdkUrl}?client-id=edge-simulator&vault=true&intent=subscription&components=buttons`,
		);
		expect(script.status).toBe(200);
		expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
		const text = await script.text();
		expect(text).toContain('window.paypal');
		expect(text).toContain('Debit or Credit Card');
		// Like PayPal's: no client id, no SDK.
		expect((await fetch(`${simulatorUrl}/sdk/js`)).status).toBe(400);
		// The app itself never serves it (a client route gets the page).
		await expectNoStandIn(server.url);
	});

	it("the page's CSP allows scripts from the simulator's origin only, and popups may answer it", async () => {
		const csp = await pageCsp(server.url);
		expect(csp['script-src']).toBe(`'self' ${server.paypalSimulator?.url}`);
		expect(csp['connect-src']).toBe("'self'");
		// Images: the app's own, and the map tiles (MAP_TILE_URL's host).
		expect(csp['img-src']).toBe("'self' data: blob: https://tile.openstreetmap.org");
		expect(csp['frame-src']).toBeUndefined();
		const page = await fetch(`${server.url}/pricingTable`);
		expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
		// API answers keep the strict policy.
		const api = await fetch(`${server.url}/api/health`);
		expect(api.headers.get('content-security-policy')).toContain("script-src 'self';");
		expect(api.headers.get('cross-origin-opener-policy')).toBe('same-origin');
	});
});

describe('PayPal JS SDK in sandbox mode', () => {
	let server: TestServer;
	beforeAll(async () => {
		server = await startTestServer({
			WEB_DIST: webDist.dir,
			PAYPAL_MODE: 'sandbox',
			PAYPAL_CLIENT_ID: 'sandbox-client-id',
			PAYPAL_CLIENT_SECRET: 'sandbox-secret',
			PAYPAL_WEBHOOK_ID: 'WH-1',
		});
	});
	afterAll(() => server.stop());

	it("checkoutConfig names PayPal's own script; no simulator, no stand-in", async () => {
		expect(server.paypalSimulator).toBeNull();
		const config = await call(() => apiClient(server.url).payments.checkoutConfig.query());
		expect(config.data).toEqual({ clientId: 'sandbox-client-id', sdkUrl: 'https://www.paypal.com/sdk/js' });
		await expectNoStandIn(server.url);
	});

	it("the page's CSP allows PayPal's documented sources, and nothing local", async () => {
		const csp = await pageCsp(server.url);
		const paypal = 'https://*.paypal.com https://*.paypalobjects.com';
		expect(csp['script-src']).toBe(`'self' ${paypal}`);
		expect(csp['frame-src']).toBe(`'self' ${paypal}`);
		expect(csp['connect-src']).toBe(`'self' ${paypal}`);
		expect(csp['img-src']).toBe(`'self' data: blob: ${paypal} https://tile.openstreetmap.org`);
		expect(Object.values(csp).join(' ')).not.toContain('127.0.0.1');
	});
});
