import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Shared steps of the browser journeys: accounts made through the API, sign-in, waiting helpers. */

export const PASSWORD = 'Secret123';

let counter = 0;
/** An e-mail no other test (in any file or run) uses. */
export function uniqueEmail(prefix = 'e2e'): string {
	counter += 1;
	return `${prefix}.${process.pid}.${counter}.${Date.now().toString(36)}@example.com`;
}

export interface ApiUser {
	email: string;
	password: string;
	firstName: string;
	lastName: string;
	token: string;
	id: string;
}

/** Signs up a customer with POST /api/trpc/auth.register, the way a script would. */
export async function registerViaApi(
	url: string,
	overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<ApiUser> {
	const input = {
		accountKind: 'customer',
		firstName: overrides.firstName ?? 'Ana',
		lastName: overrides.lastName ?? 'Pérez',
		email: overrides.email ?? uniqueEmail(),
		phone: '8095551234',
		password: overrides.password ?? PASSWORD,
		confirmPassword: overrides.password ?? PASSWORD,
		dateOfBirth: '1990-05-05',
	};
	const response = await fetch(`${url}/api/trpc/auth.register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(input),
	});
	const text = await response.text();
	if (response.status !== 200) throw new Error(`auth.register answered ${response.status}: ${text}`);
	const { token, user } = (JSON.parse(text) as { result: { data: { token: string; user: { id: string } } } }).result
		.data;
	return { ...input, token, id: user.id };
}

/** Signs a page in by storing the API token where the app keeps it (localStorage 'jwt'). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
	if (!page.url().startsWith('http')) await page.goto('/aboutUs');
	await page.evaluate((value) => localStorage.setItem('jwt', value), token);
}

/**
 * Waits until the app has taken the page over: a page the server drew carries `data-drawn` on its
 * root until then, its buttons and fields inert (docs/ssr.md), and browser events the app listens for
 * (beforeinstallprompt…) reach it only after.
 */
export async function appIsLive(page: Page): Promise<void> {
	await page.waitForFunction(() => {
		const root = document.getElementById('root');
		return root !== null && !root.hasAttribute('data-drawn') && root.childElementCount > 0;
	});
}

/** Fills and submits the login form on the current /login page. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
	await page.getByRole('textbox', { name: /Correo electrónico|Email/ }).fill(email);
	await page.getByLabel(/^(Contraseña|Password)/).fill(password);
	await page.getByTestId('login-submit').click();
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page's path (and, if given, search) is the expected one. */
export async function waitForPath(page: Page, path: string): Promise<void> {
	await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
}

/** The Mantine notification (top right) holding this text. */
export function notification(page: Page, text: string | RegExp): Locator {
	return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/**
 * Whether a press at the middle of the element reaches it: nothing is drawn over it, and it is not
 * inert (hit testing skips inert elements).
 */
export function clickReaches(locator: Locator): Promise<boolean> {
	return locator.evaluate((element) => {
		const box = element.getBoundingClientRect();
		const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
		return hit !== null && element.contains(hit);
	});
}

/** Waits for the first match to show. 20 s: a slow 2-core host runs the whole suite with two browsers. */
export async function visible(locator: Locator): Promise<Locator> {
	await locator.first().waitFor({ state: 'visible', timeout: 20_000 });
	return locator;
}

/** The error text Mantine renders under an input (linked by aria-describedby). */
export async function inputError(input: Locator): Promise<string | null> {
	return input.evaluate((element) => {
		const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
		const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
		return error?.textContent ?? null;
	});
}

export type StandaloneMode = 'cdp' | 'init-script';

/**
 * Makes `(display-mode: standalone)` match, as in the installed app. Chromium's CDP media
 * emulation is tried first; when it does not know the feature, matchMedia is wrapped so only the
 * display-mode clause is faked and the width clause is still evaluated by the real matchMedia.
 * Call before the first navigation of the page.
 */
export async function emulateStandalone(context: BrowserContext, page: Page): Promise<StandaloneMode> {
	const cdp = await context.newCDPSession(page);
	try {
		await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] });
		await page.goto('/aboutUs');
		if (await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)) return 'cdp';
	} catch {
		// Older Chromium: unknown media feature.
	}
	await context.addInitScript(() => {
		const original = window.matchMedia.bind(window);
		const clause = /\(\s*display-mode\s*:\s*standalone\s*\)/;
		window.matchMedia = (query: string) => {
			if (!clause.test(query)) return original(query);
			const rest = query
				.replace(clause, '')
				.replace(/^\s*and\s+/, '')
				.replace(/\s+and\s*$/, '')
				.trim();
			const real = original(rest || 'all');
			return new Proxy(real, {
				get(target, key) {
					if (key === 'media') return query;
					const value = Reflect.get(target, key, target);
					return typeof value === 'function' ? value.bind(target) : value;
				},
			});
		};
	});
	return 'init-script';
}
