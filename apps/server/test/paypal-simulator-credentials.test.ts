import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '@edge/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, readSettings } from '../src/env';
import { payingUser } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';

/** PayPal's token endpoint, as a REST app calls it (client-credentials grant, basic auth). */
function requestToken(simulatorUrl: string, clientId: string, clientSecret: string) {
	return fetch(`${simulatorUrl}/v1/oauth2/token`, {
		method: 'POST',
		headers: {
			authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	});
}

async function expectInvalidClient(simulatorUrl: string, clientId: string, clientSecret: string) {
	const answer = await requestToken(simulatorUrl, clientId, clientSecret);
	expect(answer.status).toBe(401);
	expect(await answer.json()).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
}

describe("the server's PayPal simulator accepts only the credentials it was configured with", () => {
	describe('without PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET', () => {
		let server: TestServer;
		beforeAll(async () => {
			server = await startTestServer();
		});
		afterAll(() => server.stop());

		it('takes the simulator defaults, and refuses any other id or secret with 401 invalid_client', async () => {
			const url = server.paypalSimulator?.url ?? '';
			expect((await requestToken(url, SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET)).status).toBe(200);
			await expectInvalidClient(url, SIMULATOR_CLIENT_ID, 'guessed');
			await expectInvalidClient(url, 'anyone', 'anything');
			await expectInvalidClient(url, 'edge-cli', 'edge-cli');
			// The server's own gateway uses them: a purchase still starts.
			const buyer = await payingUser(server);
			const started = await buyer.subscribe('search-bar-visibility');
			expect(started.error).toBeUndefined();
			expect(started.data?.approvalUrl).toContain('/simulator/checkout/');
		});
	});

	describe('with PAYPAL_MODE=simulator and credentials of its own', () => {
		let server: TestServer;
		beforeAll(async () => {
			server = await startTestServer({
				PAYPAL_MODE: 'simulator',
				PAYPAL_CLIENT_ID: 'edge-staging-app',
				PAYPAL_CLIENT_SECRET: 'a-long-staging-secret',
			});
		});
		afterAll(() => server.stop());

		it('accepts exactly those, and no longer the defaults', async () => {
			const url = server.paypalSimulator?.url ?? '';
			expect((await requestToken(url, 'edge-staging-app', 'a-long-staging-secret')).status).toBe(200);
			await expectInvalidClient(url, SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET);
			await expectInvalidClient(url, 'edge-staging-app', SIMULATOR_CLIENT_SECRET);
			const buyer = await payingUser(server);
			const started = await buyer.subscribe('search-bar-visibility');
			expect(started.error).toBeUndefined();
			expect(started.data?.approvalUrl).toContain('/simulator/checkout/');
		});
	});
});

describe('production never runs the simulator unless told to', () => {
	it('the server process stops at start-up, saying which variables to set', async () => {
		// Its own data folder: a server that did start must not touch the repository's ./data.
		const dataDir = mkdtempSync(join(tmpdir(), 'edge-production-paypal-'));
		const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>((done) => {
			execFile(
				process.execPath,
				['--import', 'tsx', 'apps/server/src/main.ts'],
				{
					cwd: REPO_ROOT,
					timeout: 30_000,
					env: { ...process.env, NODE_ENV: 'production', PORT: '0', LOG_REQUESTS: 'false', DATA_DIR: dataDir },
				},
				(error, stdout, stderr) =>
					done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
			);
		});
		rmSync(dataDir, { recursive: true, force: true });
		expect(result.code).toBe(1);
		for (const named of ['PAYPAL_MODE', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_MODE=simulator'])
			expect(result.stderr).toContain(named);
		expect(result.stdout).not.toContain('Edge is running');
	});

	it('`npm start` on a fresh clone still runs the simulator; a declared production does not get it', async () => {
		type StartEnv = (
			env: Record<string, string | undefined>,
			dotEnvText: string | undefined,
		) => { env: Record<string, string | undefined>; localSimulator: boolean };
		const { startEnv } = (await import(pathToFileURL(`${REPO_ROOT}/scripts/start-env.mjs`).href)) as {
			startEnv: StartEnv;
		};
		const fresh = startEnv({}, undefined);
		expect(fresh).toMatchObject({ localSimulator: true, env: { NODE_ENV: 'production', PAYPAL_MODE: 'simulator' } });
		expect(readSettings(fresh.env).paypal.mode).toBe('simulator');
		// .env.example copied as it is (NODE_ENV=development there) changes nothing.
		expect(startEnv({}, 'NODE_ENV=development\nPORT=3000\n').localSimulator).toBe(true);

		const declared = startEnv({ NODE_ENV: 'production' }, undefined);
		expect(declared.localSimulator).toBe(false);
		expect(() => readSettings(declared.env)).toThrow(/PAYPAL_MODE/);
		expect(startEnv({}, 'NODE_ENV=production\n').localSimulator).toBe(false);
		// Any PayPal setting, in the environment or .env, is the operator's choice.
		expect(startEnv({}, 'PAYPAL_MODE=live\n').env.PAYPAL_MODE).toBeUndefined();
		expect(startEnv({ PAYPAL_CLIENT_ID: 'id' }, undefined).localSimulator).toBe(false);
	});
});
