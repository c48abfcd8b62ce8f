import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../src/env';

describe('PayPal settings', () => {
	it('defaults to the simulator without credentials', () => {
		expect(readSettings({}).paypal).toMatchObject({ mode: 'simulator', clientId: null, timeoutMs: 15_000 });
	});

	it('reads sandbox and live with their credentials; a client id alone means sandbox', () => {
		const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH1' };
		expect(readSettings(credentials).paypal).toMatchObject({ mode: 'sandbox', clientId: 'id', webhookId: 'WH1' });
		expect(readSettings({ ...credentials, PAYPAL_MODE: 'live', PAYPAL_TIMEOUT_MS: '5000' }).paypal).toMatchObject({
			mode: 'live',
			timeoutMs: 5000,
		});
	});

	it('names what is missing or wrong', () => {
		expect(() => readSettings({ PAYPAL_MODE: 'live' })).toThrow(SettingsError);
		expect(() => readSettings({ PAYPAL_MODE: 'live' })).toThrow(/PAYPAL_CLIENT_SECRET/);
		expect(() => readSettings({ PAYPAL_MODE: 'production' })).toThrow(/PAYPAL_MODE/);
		expect(() => readSettings({ PAYPAL_TIMEOUT_MS: '5' })).toThrow(/PAYPAL_TIMEOUT_MS/);
	});
});
