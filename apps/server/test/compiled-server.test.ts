import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, loginUser, registerUser } from './http-helpers';
import { freePort, type ServerProcess, startServerProcess } from './server-process';
import { apiClient, call } from './typed-client';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/**
 * The server as production runs it (issue 22): apps/server/dist/main.js, compiled by `npm run build`
 * (the integration suite's global set-up builds it), under plain node on a fresh DATA_DIR, answering
 * the REST contract (docs/api.md) and the calls the web app starts with.
 */
let proc: ServerProcess;
let base: string;
let dataDir: string;
let webDist: WebDistFixture;
beforeAll(async () => {
	const port = await freePort();
	dataDir = mkdtempSync(join(tmpdir(), 'edge-compiled-'));
	webDist = createWebDist();
	proc = startServerProcess({
		PORT: String(port),
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		WEB_DIST: webDist.dir,
		LOG_REQUESTS: 'false',
		NODE_ENV: 'test',
	});
	await proc.waitFor(/Edge is running on /);
	base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
	if (proc.child.exitCode === null && proc.child.signalCode === null) {
		proc.child.kill('SIGTERM');
		await proc.exited;
	}
	rmSync(dataDir, { recursive: true, force: true });
	webDist.remove();
});

describe('the compiled server', () => {
	it('runs under plain node: no tsx loader, no TypeScript', () => {
		const pid = proc.child.pid;
		if (pid === undefined) throw new Error('no child pid');
		// The kernel's record of the command line and environment the process was started with.
		const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
		expect(argv).toEqual([process.execPath, 'apps/server/dist/main.js']);
		const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
		expect(environment.filter((entry) => entry.startsWith('NODE_OPTIONS='))).toEqual([]);
		expect(argv.join(' ')).not.toMatch(/tsx|\.ts\b/);
	});

	it('applies the migrations on its fresh DATA_DIR and says so on /api/ready; /api/health is ok', async () => {
		const health = await fetch(`${base}/api/health`);
		expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: 'ok' } });
		const ready = await fetch(`${base}/api/ready`);
		const body = (await ready.json()) as { checks: Record<string, { ok: boolean; latest?: string }> };
		expect(body.checks.database?.ok).toBe(true);
		expect(body.checks.migrations).toMatchObject({ ok: true, latest: expect.stringMatching(/^\d{4}_/) });
	});

	it('registers, signs in and answers GET /api/v1/auth/me with the spec fields', async () => {
		const user = await registerUser({ url: base }, { accountKind: 'restaurant' });
		const token = await loginUser({ url: base }, user.email, user.password);
		const me = await getMe({ url: base }, bearer(token));
		expect(me.status).toBe(200);
		expect(me.body.user).toEqual({ ...user.user, plan: null });
		expect(me.body.user).toMatchObject({ userType: 'Seller', profileType: 'restaurant' });
		const viaTrpc = await call(() => apiClient(base, bearer(token)).auth.me.query());
		expect(viaTrpc.data).toEqual(me.body.user);
	});

	it('answers the REST errors translated: 401 without a session, 404 for an unknown subscription or route', async () => {
		expect(await getMe({ url: base }, {})).toEqual({
			status: 401,
			body: { error: 'El usuario no ha iniciado sesión.' },
		});
		expect(await getMe({ url: base }, { 'accept-language': 'en' })).toEqual({
			status: 401,
			body: { error: 'User is not logged in.' },
		});
		const user = await registerUser({ url: base });
		const subscription = await fetch(`${base}/api/v1/payment/subscription/I-NONE`, { headers: bearer(user.token) });
		expect({ status: subscription.status, body: await subscription.json() }).toEqual({
			status: 404,
			body: { error: 'Suscripción no encontrada.' },
		});
		const unknown = await fetch(`${base}/api/v1/nope`, { headers: { 'accept-language': 'en' } });
		expect({ status: unknown.status, body: await unknown.json() }).toEqual({
			status: 404,
			body: { error: 'Not found.' },
		});
	});

	it('reads the directory: the seeded categories', async () => {
		const categories = await call(() => apiClient(base).directory.categories.query());
		expect(categories.status).toBe(200);
		expect(categories.data?.length).toBeGreaterThan(10);
	});

	it('serves the web app from WEB_DIST', async () => {
		const page = await fetch(`${base}/`);
		expect(page.status).toBe(200);
		expect(await page.text()).toContain('<div id="root">');
	});

	it('stops on SIGTERM with exit code 0', async () => {
		proc.child.kill('SIGTERM');
		expect(await proc.exited).toEqual({ code: 0, signal: null });
	});
});
