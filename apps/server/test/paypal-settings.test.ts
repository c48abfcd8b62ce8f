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

	it('in production, refuses to guess: PAYPAL_MODE is required, and the error says what to set', () => {
		const envs: Record<string, string>[] = [
			{},
			{ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH1' },
		];
		for (const env of envs) {
			const error = settingsErrorOf({ NODE_ENV: 'production', ...env });
			expect(error).toBeInstanceOf(SettingsError);
			for (const named of [
				'PAYPAL_MODE',
				'NODE_ENV is production',
				'PAYPAL_MODE=live',
				'sandbox',
				'PAYPAL_CLIENT_ID',
				'PAYPAL_CLIENT_SECRET',
				'PAYPAL_WEBHOOK_ID',
				'PAYPAL_MODE=simulator',
			])
				expect(error.message).toContain(named);
		}
		// Sandbox or live still need their credentials in production.
		expect(settingsErrorOf({ NODE_ENV: 'production', PAYPAL_MODE: 'live' }).message).toMatch(/PAYPAL_CLIENT_SECRET/);
	});

	it('in production, starts with real credentials or an explicit PAYPAL_MODE=simulator', () => {
		const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH1' };
		for (const mode of ['sandbox', 'live'] as const)
			expect(readSettings({ NODE_ENV: 'production', PAYPAL_MODE: mode, ...credentials }).paypal.mode).toBe(mode);
		expect(readSettings({ NODE_ENV: 'production', PAYPAL_MODE: 'simulator' }).paypal).toMatchObject({
			mode: 'simulator',
			clientId: null,
		});
	});

	it('keeps the simulator by default in development and tests', () => {
		expect(readSettings({ NODE_ENV: 'development' }).paypal.mode).toBe('simulator');
		expect(readSettings({ NODE_ENV: 'test' }).paypal.mode).toBe('simulator');
	});
});

function settingsErrorOf(env: Record<string, string>): Error {
	try {
		readSettings(env);
	} catch (error) {
		return error as Error;
	}
	throw new Error('readSettings accepted the settings');
}
