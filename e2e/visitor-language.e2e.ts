import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { appIsLive, visible, waitForPath } from './support/journeys';

type Language = 'es' | 'en';

/** Two pages the server draws and two it does not: one rule for all four (issue 35). */
const PAGES: { path: string; drawn: boolean; title: Record<Language, string> }[] = [
	{
		path: '/',
		drawn: true,
		title: {
			es: 'Edge · El directorio de negocios y red profesional de la República Dominicana',
			en: 'Edge · The business directory and professional network of the Dominican Republic',
		},
	},
	{ path: '/categories', drawn: true, title: { es: 'Categorías · Edge', en: 'Categories · Edge' } },
	{ path: '/login', drawn: false, title: { es: 'Inicia sesión · Edge', en: 'Log in · Edge' } },
	{ path: '/aboutUs', drawn: false, title: { es: 'Sobre nosotros · Edge', en: 'About us · Edge' } },
];
const LOG_IN: Record<Language, string> = { es: 'Iniciar sesión', en: 'Log in' };
const ABOUT_US = PAGES[3] as (typeof PAGES)[number];

/**
 * The language a visitor gets (docs/decisions.md, "The language a visitor gets"): the address's
 * `?lang`, the choice saved with the language switch, the browser's languages (Accept-Language for
 * the server, navigator.languages for the app, negotiated alike), Spanish; the same on a page the
 * server draws and on one the app draws, and nothing saved until the person uses the switch.
 */
describe.skipIf(!chromiumPath)('the language a visitor gets', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
		// The drawn pages, drawn once in each language before the visits: a draw that does not end in
		// time (the renderer still loading on a busy machine) gives the plain shell, and these tests are
		// about the language of a page the server drew, not about the renderer's start.
		for (const shown of PAGES.filter((page) => page.drawn)) {
			for (const acceptLanguage of ['es-DO', 'en-US']) {
				await vi.waitFor(
					async () => {
						const response = await fetch(`${app.url}${shown.path}`, { headers: { 'accept-language': acceptLanguage } });
						if (!/<div id="root" data-drawn/.test(await response.text()))
							throw new Error(`${shown.path} not drawn yet`);
					},
					{ timeout: 60_000, interval: 200 },
				);
			}
		}
	});
	afterAll(async () => {
		await app?.stop();
	});

	/**
	 * A page of the context that remembers, before any script runs, the heading the server drew (none
	 * for a page it did not draw) and every value `<html lang>` takes from the first parsed HTML on.
	 */
	async function watchingPage(context: BrowserContext): Promise<Page> {
		const page = await context.newPage();
		await page.addInitScript(() => {
			const watch = window as unknown as { drawnHeading?: Element | null; langs: string[] };
			watch.langs = [];
			document.addEventListener('DOMContentLoaded', () => {
				watch.drawnHeading = document.querySelector('#root[data-drawn] h1');
				watch.langs.push(document.documentElement.lang);
				new MutationObserver(() => watch.langs.push(document.documentElement.lang)).observe(document.documentElement, {
					attributes: true,
					attributeFilter: ['lang'],
				});
			});
		});
		return page;
	}

	/**
	 * The page is live in `language`: its `<html lang>`, its tab title and the header's sign-in button.
	 * A drawn page was drawn in it and taken over as it was (the same heading element, `<html lang>`
	 * never the other language); a page not drawn is the app's from the shell.
	 */
	async function expectPageIn(page: Page, shown: (typeof PAGES)[number], language: Language): Promise<void> {
		const label = `${shown.path} in ${language}`;
		await appIsLive(page);
		await expect.poll(() => page.title(), { message: label }).toBe(shown.title[language]);
		expect(await page.evaluate(() => document.documentElement.lang), label).toBe(language);
		await visible(page.getByTestId('login-button').getByText(LOG_IN[language], { exact: true }));
		const seen = await page.evaluate(() => {
			const watch = window as unknown as { drawnHeading?: Element | null; langs: string[] };
			return {
				drawn: watch.drawnHeading != null,
				takenOver: watch.drawnHeading != null && watch.drawnHeading === document.querySelector('#root h1'),
				langs: [...new Set(watch.langs)],
			};
		});
		if (shown.drawn) expect(seen, label).toEqual({ drawn: true, takenOver: true, langs: [language] });
		else expect(seen.drawn, label).toBe(false);
	}

	/** What the visitor has saved: localStorage's `language` and the `language` cookie. */
	async function saved(page: Page): Promise<{ stored: string | null; cookie: string | undefined }> {
		return {
			stored: await page.evaluate(() => localStorage.getItem('language')),
			cookie: (await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value,
		};
	}

	it('gives an English browser English on every page, drawn or not, and saves nothing until the switch; then its pick wins everywhere', async () => {
		const context = await app.newContext({ locale: 'en-US' });
		const page = await watchingPage(context);
		for (const shown of PAGES) {
			await page.goto(shown.path);
			await expectPageIn(page, shown, 'en');
			expect(await saved(page), shown.path).toEqual({ stored: null, cookie: undefined });
		}

		// The person picks Spanish: saved, in localStorage and in the cookie the server reads.
		await page.getByTestId('language-switch').getByRole('button', { name: 'ES' }).click();
		await page.waitForFunction(() => document.documentElement.lang === 'es');
		await expect.poll(() => page.title()).toBe(ABOUT_US.title.es);
		expect(await saved(page)).toEqual({ stored: 'es', cookie: 'es' });

		// Over the browser's English from now on, on the pages the server draws and on the others.
		for (const shown of PAGES) {
			await page.goto(shown.path);
			await expectPageIn(page, shown, 'es');
		}
		expect(await saved(page)).toEqual({ stored: 'es', cookie: 'es' });
		await context.close();
	});

	for (const locale of ['es-DO', 'fr-FR']) {
		it(`gives a browser reading ${locale} (no English) Spanish on every page, and saves nothing`, async () => {
			const context = await app.newContext({ locale });
			const page = await watchingPage(context);
			for (const shown of PAGES) {
				await page.goto(shown.path);
				await expectPageIn(page, shown, 'es');
				expect(await saved(page), shown.path).toEqual({ stored: null, cookie: undefined });
			}
			await context.close();
		});
	}

	it('reads ?lang of a shared link in the tab while it moves in the app, without saving it', async () => {
		const context = await app.newContext({ locale: 'es-DO' });
		const page = await watchingPage(context);
		await page.goto('/login?lang=en');
		await appIsLive(page);
		await expect.poll(() => page.title()).toBe('Log in · Edge');
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
		expect(await saved(page)).toEqual({ stored: null, cookie: undefined });

		// A link followed in the app keeps the tab's language: the app is still the one that read it.
		await page.getByTestId('footer').getByRole('link', { name: 'About us', exact: true }).click();
		await waitForPath(page, '/aboutUs');
		await expect.poll(() => page.title()).toBe(ABOUT_US.title.en);
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
		expect(await saved(page)).toEqual({ stored: null, cookie: undefined });

		// A new visit without it is the browser's language again: the link was not a choice.
		await page.goto('/aboutUs');
		await expectPageIn(page, ABOUT_US, 'es');
		expect(await saved(page)).toEqual({ stored: null, cookie: undefined });
		await context.close();
	});
});
