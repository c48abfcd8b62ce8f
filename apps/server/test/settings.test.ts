import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readSettings, SettingsError } from '../src/env';

/** The message readSettings throws for this environment. */
function settingsError(env: Record<string, string>): SettingsError {
	try {
		readSettings(env);
	} catch (error) {
		if (error instanceof SettingsError) return error;
		throw error;
	}
	throw new Error(`readSettings accepted ${JSON.stringify(env)}`);
}

describe('readSettings', () => {
	it('has working defaults', () => {
		const settings = readSettings({});
		expect(settings).toMatchObject({
			nodeEnv: 'development',
			port: 3000,
			host: '0.0.0.0',
			appUrl: null,
			trustProxy: false,
			smtpUrl: null,
			mailFrom: 'Edge <no-reply@edge.do>',
			contactEmail: 'hola@edge.do',
			logRequests: true,
		});
		expect(settings.dataDir).toBe(join(REPO_ROOT, 'data'));
		expect(settings.dataDir.endsWith('/data')).toBe(true);
		expect(settings.databaseFile).toBe(join(settings.dataDir, 'edge.sqlite'));
		expect(settings.uploadsDir).toBe(join(settings.dataDir, 'uploads'));
		expect(settings.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
	});

	it('honours DATA_DIR, absolute or relative to the repository', () => {
		expect(readSettings({ DATA_DIR: '/srv/edge-data' })).toMatchObject({
			dataDir: '/srv/edge-data',
			databaseFile: '/srv/edge-data/edge.sqlite',
			uploadsDir: '/srv/edge-data/uploads',
		});
		expect(readSettings({ DATA_DIR: 'var/db' }).dataDir).toBe(resolve(REPO_ROOT, 'var/db'));
	});

	it('leaves the app URL to the server unless APP_URL is set, which loses its trailing slash', () => {
		expect(readSettings({ PORT: '8080' }).appUrl).toBeNull();
		expect(readSettings({ PORT: '8080', APP_URL: 'https://edge.do/' }).appUrl).toBe('https://edge.do');
	});

	it('reads the booleans and the other values', () => {
		const settings = readSettings({
			NODE_ENV: 'production',
			PAYPAL_MODE: 'simulator',
			TRUST_PROXY: 'true',
			LOG_REQUESTS: 'false',
			SMTP_URL: 'smtp://user:pass@mail.example.com:587',
			CONTACT_EMAIL: 'soporte@example.com',
		});
		expect(settings).toMatchObject({
			nodeEnv: 'production',
			trustProxy: true,
			logRequests: false,
			smtpUrl: 'smtp://user:pass@mail.example.com:587',
			contactEmail: 'soporte@example.com',
		});
	});

	it.each([
		['PORT', { PORT: 'abc' }],
		['PORT', { PORT: '70000' }],
		['PORT', { PORT: '-1' }],
		['SMTP_URL', { SMTP_URL: 'not-a-url' }],
		['APP_URL', { APP_URL: 'edge.do' }],
		['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
		['LOG_REQUESTS', { LOG_REQUESTS: '1' }],
		['NODE_ENV', { NODE_ENV: 'staging' }],
		['CONTACT_EMAIL', { CONTACT_EMAIL: 'nobody' }],
	])('throws a SettingsError naming %s for %o', (name, env) => {
		const error = settingsError(env);
		expect(error.message).toContain(name);
		expect(error.message).toMatch(/^Invalid environment setting/);
	});

	it('names every bad variable at once', () => {
		const { message } = settingsError({ PORT: 'abc', SMTP_URL: 'not-a-url' });
		expect(message).toContain('PORT');
		expect(message).toContain('SMTP_URL');
	});
});

describe('the server process', () => {
	it('stops with a non-zero code and names the setting when PORT is invalid', async () => {
		// The same launch as `npm start` (scripts/start.mjs): node with the tsx loader.
		const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>((done) => {
			execFile(
				process.execPath,
				['--import', 'tsx', 'apps/server/src/main.ts'],
				{ cwd: REPO_ROOT, timeout: 30_000, env: { ...process.env, PORT: 'abc', LOG_REQUESTS: 'false' } },
				(error, stdout, stderr) => {
					done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
				},
			);
		});
		expect(result.code).not.toBe(0);
		expect(result.code).not.toBeNull();
		expect(result.stderr).toContain('PORT');
		expect(result.stderr).toContain('Invalid environment setting');
		expect(result.stdout).not.toContain('Edge is running');
	});
});

describe('the time-out settings', () => {
	it('default to seconds, not minutes: 10 s for the headers, 30 s for the whole request', () => {
		expect(readSettings({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
	});

	it('are read from HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS', () => {
		expect(readSettings({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '5000' }).timeouts).toEqual({
			headersMs: 2_000,
			requestMs: 5_000,
		});
		// Equal limits are allowed: the headers may take the whole request's time.
		expect(readSettings({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '5000' }).timeouts.headersMs).toBe(5_000);
	});

	it('refuse a headers time-out longer than the request time-out, naming the variable', () => {
		const error = settingsError({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' });
		expect(error.message).toMatch(/^Invalid environment setting/);
		expect(error.message).toContain('HEADERS_TIMEOUT_MS');
		// Against the default request time-out (30 s) as well.
		expect(settingsError({ HEADERS_TIMEOUT_MS: '40000' }).message).toContain('HEADERS_TIMEOUT_MS');
	});

	it.each([
		['HEADERS_TIMEOUT_MS', 'ten'],
		['HEADERS_TIMEOUT_MS', '1.5'],
		['HEADERS_TIMEOUT_MS', '0'],
		['REQUEST_TIMEOUT_MS', 'soon'],
		['REQUEST_TIMEOUT_MS', '-1'],
		['REQUEST_TIMEOUT_MS', '86400000'],
	])('refuse %s=%s', (name, value) => {
		const error = settingsError({ [name]: value });
		expect(error.message).toMatch(/^Invalid environment setting/);
		expect(error.message).toContain(name);
	});
});
