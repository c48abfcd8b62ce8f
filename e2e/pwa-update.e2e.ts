import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchServer, startScratchServer } from '../apps/server/src/index';
import { chromiumPath, ROOT } from './support/app';
import { notification, visible } from './support/journeys';
import { buildWebInto, launchPwaBrowser, type PwaBrowser, waitForServiceWorker } from './support/pwa';

const DIST = resolve(ROOT, 'apps/web/dist');
/** The "new version": the same sources built with another VITE_BUILD_ID, outside apps/web/dist. */
const NEXT_DIST = join(tmpdir(), 'edge-pwa-update-next');
const NEXT_BUILD_ID = 'pwa-update-next';

/**
 * Builds the second version unless the one in NEXT_DIST was made from the same sources as
 * apps/web/dist (global-setup's stamp): an unchanged tree pays for the build once.
 */
async function ensureNextBuild(): Promise<string> {
	const stamp = readFileSync(join(DIST, '.source-hash'), 'utf8');
	const nextStamp = join(NEXT_DIST, '.source-hash');
	if (existsSync(nextStamp) && readFileSync(nextStamp, 'utf8') === stamp) return 'reused';
	const ms = await buildWebInto(NEXT_DIST, { VITE_BUILD_ID: NEXT_BUILD_ID });
	writeFileSync(nextStamp, stamp);
	return `built in ${(ms / 1000).toFixed(1)} s`;
}

describe.skipIf(!chromiumPath)('updating the installed app', () => {
	let server: ScratchServer | null = null;
	let browser: PwaBrowser | null = null;
	beforeAll(async () => {
		console.log(`pwa-update: second build ${await ensureNextBuild()}`);
		server = await startScratchServer({ env: { WEB_DIST: DIST }, prefix: 'edge-e2e-pwa-' });
	});
	afterAll(async () => {
		await browser?.close();
		await server?.stop();
	});

	it('offers the new version, reloads into it on accepting, and keeps the text typed in a form', async () => {
		if (!server) throw new Error('no server');
		const { port, url } = server;
		browser = await launchPwaBrowser(url);
		const { page } = browser;
		await page.goto('/contactUs');
		await page.getByTestId('contact-page').waitFor();
		await waitForServiceWorker(page);
		expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe('local');

		// A deploy: the same origin now serves the new build.
		await server.stop();
		server = await startScratchServer({
			env: { WEB_DIST: NEXT_DIST, PORT: String(port) },
			prefix: 'edge-e2e-pwa-',
		});
		await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
		const offer = await visible(notification(page, 'Hay una nueva versión de Edge disponible.'));

		const form = page.getByTestId('contact-page');
		await form.getByRole('textbox', { name: 'Nombre' }).fill('Ana Actualizada');
		await form
			.getByRole('textbox', { name: 'Describe tu consulta o problema' })
			.fill('Texto que no se pierde\ncon la actualización');
		// Still the old build: nothing reloads until the user agrees.
		expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe('local');

		const reloaded = page.waitForEvent('load');
		const acceptedAt = Date.now();
		await offer.getByTestId('pwa-update-accept').click();
		await reloaded;
		// Reloaded because the new worker took control, not by the 10 s fallback (update-flow.test.ts).
		expect(Date.now() - acceptedAt).toBeLessThan(8_000);
		await page.getByTestId('contact-page').waitFor();
		expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(NEXT_BUILD_ID);
		expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
		await expect
			.poll(() => form.getByRole('textbox', { name: 'Nombre' }).inputValue(), { timeout: 5_000 })
			.toBe('Ana Actualizada');
		expect(await form.getByRole('textbox', { name: 'Describe tu consulta o problema' }).inputValue()).toBe(
			'Texto que no se pierde\ncon la actualización',
		);
		// React state holds the restored text too: the form validates it as filled in.
		await form.getByRole('textbox', { name: 'Nombre' }).blur();
		expect(await form.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).not.toBe('true');
	});
});
