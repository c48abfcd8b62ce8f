import { SUPPORTED_LANGUAGES } from '@edge/i18n/languages';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, loadDrawnPaths, type SeededIds, seededIds } from '../apps/server/bench/lighthouse/drawn-addresses';
import { CHROME_FLAGS } from '../apps/server/bench/lighthouse/lighthouse-bench';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { appIsLive, registerViaApi } from './support/journeys';
import { seedShowcase } from './support/seed-showcase';
import { createBusinessViaApi, givePlan, PHONE, trpcCall } from './support/seed-via-api';

/**
 * Every page the server draws (apps/web/src/ssr/drawn-paths.ts, the list the Lighthouse bench
 * measures, one seeded address each), in each language, on a first visit at a phone's and a
 * desktop's width: from the first byte until the app has taken the page over, the console stays
 * free of errors and of React's hydration warnings, and the page's CSP refuses nothing (issue 23:
 * hydration with no warnings).
 *
 * The production build, as visitors get it: React reports a mismatched text or element there as a
 * recoverable error (minified, "#418"…), which main.tsx logs as a warning starting "Hydration";
 * mismatched attributes React checks in development builds only.
 */

/** What a Spanish and an English reader's browser say they read (navigator.language and Accept-Language). */
const LOCALES = { es: 'es-DO', en: 'en-US' } as const;

/** A 1x1 transparent PNG. */
const BLANK_TILE = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64',
);

const VIEWPORTS = [
	{ name: 'phone', ...PHONE },
	{ name: 'desktop', width: 1280, height: 800 },
];

/** React's words for a take-over that did not match the server's page, at any console level. */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|Minified React error #(418|419|422|423|425)/i;

interface ConsoleLine {
	type: string;
	text: string;
	/** The script, or the resource a network error is about. */
	url?: string;
}

const paths = await loadDrawnPaths();

describe.skipIf(!chromiumPath)(
	'pages drawn by the server are taken over without console errors or hydration warnings',
	() => {
		let app: E2eApp;
		let browser: Browser;
		let ids: SeededIds;

		beforeAll(async () => {
			app = await startE2eApp();
			// A profile of every kind, events and a wall post, through the API as a script would.
			await seedShowcase(app);
			const author = await registerViaApi(app.url, { firstName: 'Marta', lastName: 'Cabral' });
			await createBusinessViaApi(app.url, author, { title: 'Panadería Cabral' });
			givePlan(app, author, 'business-profile');
			await trpcCall(app.url, author, 'wall.createPost', {
				title: 'Pan caliente desde las seis',
				content: 'Abrimos temprano todos los días.',
				imageId: null,
				profileId: null,
			});
			const employee = await registerViaApi(app.url, { firstName: 'María', lastName: 'Rodríguez' });
			await trpcCall(app.url, employee, 'professional.employee.create', {
				title: 'María Rodríguez',
				email: 'maria.rodriguez@example.com',
				phone: '18095551234',
				about: 'Contadora con experiencia en empresas de servicios.',
				position: 'Contadora',
				bloodGroup: 'O+',
				dateOfBirth: '1990-05-17',
				jobTypeSlug: 'accountant',
				imageId: null,
			});
			ids = seededIds(app.db);
			browser = await chromium.launch({ executablePath: chromiumPath ?? undefined, args: CHROME_FLAGS });
		});
		afterAll(async () => {
			await browser?.close();
			await app?.stop();
		});

		/**
		 * A first visit (a new context: no storage, no cookies) in `language`: every console line and page
		 * error until the app has taken over and the page's late chunks have hydrated, and whether the
		 * drawn elements were kept (hydrated) rather than drawn again.
		 */
		async function firstVisit(address: string, language: keyof typeof LOCALES, viewport: (typeof VIEWPORTS)[number]) {
			const context = await browser.newContext({
				baseURL: app.url,
				locale: LOCALES[language],
				viewport: { width: viewport.width, height: viewport.height },
				serviceWorkers: 'block',
			});
			try {
				// The map's tiles come from openstreetmap.org, which this machine cannot reach; a deployment's
				// visitors can. A blank tile stands in, so the console speaks only of the page itself.
				await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
					route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
				);
				const page = await context.newPage();
				const lines: ConsoleLine[] = [];
				page.on('console', (message) =>
					lines.push({ type: message.type(), text: message.text(), url: message.location().url }),
				);
				page.on('pageerror', (error) => lines.push({ type: 'pageerror', text: String(error) }));
				// Before any script: the drawn root's first element, to tell a page taken over from one drawn anew.
				await page.addInitScript(() => {
					// What the page's CSP refused: Chromium reports some refusals (an eval probe) in its Issues
					// panel only, not in the console.
					const refused: string[] = [];
					(window as { cspRefused?: string[] }).cspRefused = refused;
					document.addEventListener('securitypolicyviolation', (event) =>
						refused.push(
							`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
						),
					);
					document.addEventListener('DOMContentLoaded', () => {
						(window as { drawnFirst?: Element | null }).drawnFirst = document.getElementById('root')?.firstElementChild;
					});
				});
				const response = await page.goto(address);
				const html = (await response?.text()) ?? '';
				await appIsLive(page);
				// Parts behind a lazy boundary hydrate once their chunks arrive; then one more frame, so what
				// React logs at the end of a commit has reached the console.
				await page.waitForLoadState('networkidle');
				await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
				const keptDrawn = await page.evaluate(() => {
					const drawn = (window as { drawnFirst?: Element | null }).drawnFirst;
					return drawn != null && drawn === document.getElementById('root')?.firstElementChild;
				});
				for (const text of await page.evaluate(() => (window as { cspRefused?: string[] }).cspRefused ?? []))
					lines.push({ type: 'csp', text });
				return { lines, keptDrawn, wasDrawn: html.includes('data-drawn') };
			} finally {
				await context.close();
			}
		}

		describe.each(paths)('%s', (path) => {
			// Spanish on a phone, English on a desktop: both widths and both languages on every page, at half
			// the cost of all four (the suite's time on this 2-core machine; the drawn pages' own test,
			// drawn-pages-bilingual.e2e.ts, also watches for hydration warnings in both languages).
			it.each(SUPPORTED_LANGUAGES)('in %s', async (language) => {
				const address = addressOf(path, ids);
				for (const viewport of VIEWPORTS.filter((_, index) => index === (language === 'es' ? 0 : 1))) {
					const where = `${address} (${language}, ${viewport.name})`;
					const { lines, keptDrawn, wasDrawn } = await firstVisit(address, language, viewport);
					const trouble = lines.filter(
						(line) => ['error', 'pageerror', 'csp'].includes(line.type) || HYDRATION_TROUBLE.test(line.text),
					);
					expect(trouble, `${where}: every console line: ${JSON.stringify(lines, null, 1)}`).toEqual([]);
					// A page the server drew and the browser drew again has nothing to warn about: not a pass.
					expect(wasDrawn, `${where} was not drawn by the server`).toBe(true);
					expect(keptDrawn, `${where} was drawn again instead of taken over`).toBe(true);
				}
			});
		});
	},
);
