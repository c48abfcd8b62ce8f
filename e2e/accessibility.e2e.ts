import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import {
	type ApiUser,
	appIsLive,
	notification,
	pathOf,
	registerViaApi,
	signInWithToken,
	storedToken,
	visible,
	waitForPath,
} from './support/journeys';
import { GUEST_ROUTES, loginRequiredRoutes, publicRoutes } from './support/route-table';
import { givePlan, makeFreelancer } from './support/seed-via-api';

/**
 * axe-core on every route of the spec's table, signed out and signed in, in Spanish and English,
 * once each page has settled. Only serious and critical violations fail (docs/accessibility.md).
 */

const _DAY_MS = 24 * 60 * 60 * 1000;

/** An 8x8 JPEG (the server decodes and re-encodes uploads, so it must be a real one). */
const SMALL_JPEG = Buffer.from(
	'/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAIqQ/9k=',
	'base64',
);

interface Seed {
	owner: ApiUser;
	freelancer: ApiUser;
	businessId: number;
	freelancerProfileId: number;
	postId: number;
}

async function trpcPost<T>(url: string, path: string, token: string, input: unknown): Promise<T> {
	const response = await fetch(`${url}/api/trpc/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
		body: JSON.stringify(input),
	});
	const text = await response.text();
	if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
	return (JSON.parse(text) as { result: { data: T } }).result.data;
}

/** A business owner with a plan, a profile and a wall post; a freelancer to chat with. */
async function seed(app: E2eApp): Promise<Seed> {
	const owner = await registerViaApi(app.url, { firstName: 'Rosa', lastName: 'Almonte' });
	givePlan(app, owner, 'business-multi-profile-premium');
	const business = await trpcPost<{ id: number }>(app.url, 'business.create', owner.token, {
		title: 'Café del Conde',
		about: 'Café dominicano y repostería en la Zona Colonial.',
		ownerName: 'Rosa Almonte',
		ownerDescription: 'Repostera desde 1998.',
		tags: ['café', 'repostería'],
		categorySlug: 'hardware-and-building-materials',
		website: 'https://cafedelconde.do',
		phone: '+18095550101',
		email: '',
		address: 'Calle El Conde 101',
		lat: 18.47,
		lng: -69.88,
		city: 'Santo Domingo',
		province: 'Distrito Nacional',
		postalCode: '10210',
		imageId: null,
		bannerId: null,
		hours: [{ weekday: 1, opens: '08:00', closes: '17:00' }],
		features: [{ title: 'Wifi gratis', type: 'attribute' }],
		socialLinks: [],
	});
	const post = await trpcPost<{ id: number }>(app.url, 'wall.createPost', owner.token, {
		title: 'Abrimos el domingo',
		content: 'Abrimos a las ocho con café recién colado.',
		imageId: null,
		profileId: null,
	});
	const freelancer = await registerViaApi(app.url, { firstName: 'Carla', lastName: 'Diseño' });
	const freelancerProfileId = await makeFreelancer(app.url, freelancer);
	return { owner, freelancer, businessId: business.id, freelancerProfileId, postId: post.id };
}

/** The route table, plus the pages of the seeded business and freelancer. */
function publicRoutesOf(seeded: Seed): string[] {
	return [
		...publicRoutes(seeded.postId),
		`/businessProfile?id=${seeded.businessId}`,
		'/categories/hardware-and-building-materials',
		`/professionalProfile?id=${seeded.freelancerProfileId}`,
	];
}

/** Public pages whose content changes for a signed-in visitor (owner tools, forms, plan actions). */
function signedInPublicRoutes(seeded: Seed): string[] {
	return [
		'/',
		'/businessProfile',
		`/businessProfile?id=${seeded.businessId}`,
		'/businessWall',
		`/businessWall/${seeded.postId}`,
		'/restaurant-profile',
		`/professionalProfile?id=${seeded.freelancerProfileId}`,
		'/pricingTable',
		'/deleteAccount',
		'/contactUs',
		'/manageProfessional',
		'/employeeProfile',
		'/calendar',
	];
}

interface Violation {
	language: string;
	signedIn: boolean;
	route: string;
	rule: string;
	impact: string;
	targets: string[];
	help: string;
}

const pathname = (route: string) => new URL(route, 'http://edge.test').pathname;

/**
 * Waits for the page's h1, its lazy sections (scrolled into view), loaders, skeletons and transitions
 * (those that end: one that repeats forever, a skeleton's pulse, would hold the wait to its limit).
 */
async function settle(page: Page): Promise<void> {
	await page.locator('h1').first().waitFor({ state: 'visible', timeout: 10_000 });
	// A drawn page is scrolled once the app has taken it over: its lazy sections watch for the scroll
	// only from then on. Scrolled before, / kept its two sections' skeletons until the 4 s limit below,
	// on every scan of it, and axe saw the skeletons, not the sections.
	await appIsLive(page);
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
	await page
		.waitForFunction(
			() => {
				const busy = document.querySelectorAll('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
				const running = document
					.getAnimations()
					.some(
						(animation) =>
							animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
					);
				return [...busy].every((element) => element.getClientRects().length === 0) && !running;
			},
			undefined,
			{ timeout: 4_000, polling: 100 },
		)
		.catch(() => {});
	await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens a route the way a click on a link would (the router's history), which is several times
 * faster than loading the app again; the page's previous h1 is marked so the new one is awaited.
 */
async function open(page: Page, route: string): Promise<void> {
	const current = page.url().startsWith('http') ? new URL(page.url()) : null;
	if (!current || current.pathname === pathname(route)) {
		await page.goto(route);
		return;
	}
	await page.evaluate((to) => {
		for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-a11y-previous', '');
		const state = window.history.state ?? {};
		const index = typeof state.__TSR_index === 'number' ? state.__TSR_index + 1 : 1;
		const key = Math.random().toString(36).slice(2);
		window.history.pushState({ __TSR_index: index, __TSR_key: key, key }, '', to);
	}, route);
	await page
		.locator('h1:not([data-a11y-previous])')
		.first()
		.waitFor({ state: 'visible', timeout: 5_000 })
		.catch(() => page.goto(route));
}

async function scan(page: Page, route: string, language: string, signedIn: boolean): Promise<Violation[]> {
	await open(page, route);
	await settle(page);
	const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
	return results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => ({
			language,
			signedIn,
			route,
			rule: violation.id,
			impact: violation.impact ?? '',
			targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
			help: violation.help,
		}));
}

function describeViolation(v: Violation): string {
	return `[${v.language}${v.signedIn ? ', signed in' : ''}] ${v.route} ${v.impact} ${v.rule}: ${v.help} -> ${v.targets.join(' | ')}`;
}

/** Runs a step; when it fails, keeps a screenshot and prints the form's errors and values. */
async function debugOnFail<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
	try {
		return await step();
	} catch (error) {
		await screenshot(page, `keyboard-${name}`);
		console.log(
			name,
			await page.evaluate(() =>
				[...document.querySelectorAll('[id$="-error"], [role="alert"]')].map((e) => e.textContent).join(' | '),
			),
		);
		console.log(
			name,
			await page.evaluate(() =>
				[...document.querySelectorAll('input, textarea')]
					.map(
						(e) =>
							`${e.getAttribute('data-testid') ?? e.getAttribute('name') ?? e.id}=${(e as HTMLInputElement).value}${(e as HTMLInputElement).checked ? '[x]' : ''}`,
					)
					.join(' ; '),
			),
		);
		throw error;
	}
}

/**
 * Presses Tab until the focused element matches `selector` (or sits inside an element that does),
 * as someone without a mouse would; fails when it is not reachable within `max` presses.
 */
async function tabTo(page: Page, selector: string, options: { max?: number; skip?: number } = {}): Promise<void> {
	let skip = options.skip ?? 0;
	for (let press = 0; press < (options.max ?? 80); press += 1) {
		await page.keyboard.press('Tab');
		const reached = await page.evaluate((wanted) => {
			const active = document.activeElement;
			return !!active && active !== document.body && (active.matches(wanted) || !!active.closest(wanted));
		}, selector);
		if (reached && skip === 0) return;
		if (reached) skip -= 1;
	}
	const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
	throw new Error(`Tab never reached ${selector}; focus is on ${focused}`);
}

/**
 * Types into Chromium's datetime-local field segment by segment (en-US: month, day, year, hour,
 * minute, AM/PM); the year takes up to six digits, so the right arrow moves on from it.
 */
async function typeDateTime(page: Page, date: { month: string; day: string; year: number; time: string }) {
	await page.keyboard.type(`${date.month}${date.day}${date.year}`);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.type(date.time);
}

describe.skipIf(!chromiumPath)('accessibility of every route (axe-core)', () => {
	let app: E2eApp;
	let seeded: Seed;
	beforeAll(async () => {
		app = await startE2eApp();
		seeded = await seed(app);
	});
	afterAll(async () => {
		await app?.stop();
	});

	/** A desktop context in `language`, its page signed in as the business owner when `signedIn`. */
	async function scanPage(language: 'es' | 'en', signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
		const context: BrowserContext = await app.newContext({ viewport: { width: 1280, height: 800 } });
		if (language === 'en') await context.addInitScript(() => localStorage.setItem('language', 'en'));
		const page = await context.newPage();
		if (signedIn) {
			await signInWithToken(page, seeded.owner.token);
			// A fresh load reads the stored session.
			await page.goto('/aboutUs');
		}
		return { context, page };
	}

	async function scanRoutes(language: 'es' | 'en', signedIn: boolean, routes: string[]): Promise<Violation[]> {
		const { context, page } = await scanPage(language, signedIn);
		const found: Violation[] = [];
		for (const route of routes) found.push(...(await scan(page, route, language, signedIn)));
		await context.close();
		return found;
	}

	// Signed out, then signed in: each a test of its own, so one test's time stays well inside its
	// limit on a slow machine (the two halves in one test took 106-120 s at CI's load). The two
	// languages of each half run side by side (their own browser contexts): half the wall-clock time.
	describe('signed out', () => {
		for (const language of ['es', 'en'] as const) {
			it.concurrent(`has no serious or critical violation on any public or guest route in ${language}`, async () => {
				const found = await scanRoutes(language, false, [...publicRoutesOf(seeded), ...GUEST_ROUTES]);
				expect(found.map(describeViolation)).toEqual([]);
			}, 150_000);
		}
	});
	describe('signed in', () => {
		for (const language of ['es', 'en'] as const) {
			it.concurrent(`has no serious or critical violation on any route of a signed-in owner in ${language}`, async () => {
				const routes = [...loginRequiredRoutes(seeded.freelancer.id), ...signedInPublicRoutes(seeded)];
				const found = await scanRoutes(language, true, routes);
				expect(found.map(describeViolation)).toEqual([]);
			}, 150_000);
		}
	});

	// The keyboard journeys run side by side, each in a context of its own on data of its own (or the
	// seed's, which they only add to): most of each is waiting on key presses' round trips.

	/** A fresh desktop page (Spanish unless told), signed in with `user`'s token when given. */
	async function freshPage(user?: ApiUser, language: 'es' | 'en' = 'es'): Promise<Page> {
		const context = await app.newContext({ viewport: { width: 1280, height: 800 } });
		if (language === 'en') await context.addInitScript(() => localStorage.setItem('language', 'en'));
		const page = await context.newPage();
		if (user) await signInWithToken(page, user.token);
		return page;
	}

	it.concurrent('fills and sends the login form with the keyboard alone', async () => {
		const user = await registerViaApi(app.url);
		const page = await freshPage();
		await page.goto('/login');
		await visible(page.getByTestId('login-submit'));
		await tabTo(page, 'input[type="email"]');
		await page.keyboard.type(user.email);
		await tabTo(page, 'input[type="password"]');
		await page.keyboard.type(user.password);
		await page.keyboard.press('Enter');
		await waitForPath(page, '/');
		expect(await storedToken(page)).toMatch(/\S{20,}/);
	});

	it.concurrent('signs up with the keyboard alone: the kind by Space, every field by Tab and typing', async () => {
		const page = await freshPage();
		await page.goto('/signup');
		await tabTo(page, '[data-testid="kind-customer"]');
		await page.keyboard.press('Space');
		expect(await page.getByTestId('kind-customer').getAttribute('aria-checked')).toBe('true');
		await tabTo(page, '[data-testid="signup-continue"]');
		await page.keyboard.press('Enter');
		await waitForPath(page, '/Register');
		await visible(page.getByTestId('register-submit'));
		await tabTo(page, 'input[autocomplete="given-name"]');
		await page.keyboard.type('Teclado');
		await page.keyboard.press('Tab');
		await page.keyboard.type('Solo');
		await page.keyboard.press('Tab');
		await page.keyboard.type(`teclado.${Date.now()}@example.com`);
		await tabTo(page, 'input[type="tel"]');
		await page.keyboard.type('8095551234');
		await tabTo(page, 'input[type="date"]');
		// Chromium's date field takes the digits segment by segment (month, day, year in en-US).
		await page.keyboard.type('05051990');
		await tabTo(page, 'input[autocomplete="new-password"]');
		await page.keyboard.type('Secret123');
		// The confirmation is the next password field.
		await tabTo(page, 'input[autocomplete="new-password"]');
		await page.keyboard.type('Secret123');
		await tabTo(page, '[data-testid="register-submit"]');
		await page.keyboard.press('Enter');
		await waitForPath(page, '/profile');
		expect(await storedToken(page)).toMatch(/\S{20,}/);
	});

	it.concurrent('sends the contact form with the keyboard alone', async () => {
		const page = await freshPage();
		await page.goto('/contactUs');
		await visible(page.getByTestId('contact-submit'));
		await tabTo(page, 'input[autocomplete="name"]');
		await page.keyboard.type('Luis Teclado');
		await page.keyboard.press('Tab');
		await page.keyboard.type('luis.teclado@example.com');
		await page.keyboard.press('Tab');
		await page.keyboard.type('+18095551234');
		await page.keyboard.press('Tab');
		await page.keyboard.type('República Dominicana');
		await page.keyboard.press('Tab');
		await page.keyboard.type('No puedo entrar a mi cuenta desde el teléfono.');
		// Shift+Tab goes back to the country, which kept what was typed.
		await page.keyboard.press('Shift+Tab');
		expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('República Dominicana');
		await tabTo(page, '[data-testid="contact-submit"]');
		await page.keyboard.press('Enter');
		await debugOnFail(page, 'contact', () => visible(notification(page, 'Recibimos tu mensaje')));
	});

	it.concurrent('creates a business profile with the keyboard alone (the map pick by its button)', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Pedro' });
		const page = await freshPage(owner);
		await page.goto('/businessProfile');
		await visible(page.getByTestId('create-business'));
		await tabTo(page, '[data-testid="create-business"]');
		await page.keyboard.press('Enter');
		await visible(page.getByTestId('business-form'));
		await tabTo(page, '[data-testid="business-title"]');
		await page.keyboard.type('Colmado Teclado');
		await tabTo(page, '[data-testid="business-category"]');
		await page.keyboard.type('Panader');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await tabTo(page, '[data-testid="business-about"]');
		await page.keyboard.type('Pan de agua caliente todas las mañanas.');
		await tabTo(page, '[data-testid="business-tags"]');
		await page.keyboard.type('pan');
		await page.keyboard.press('Enter');
		await tabTo(page, '[data-testid="business-owner-name"]');
		await page.keyboard.type('Pedro Peña');
		await tabTo(page, '[data-testid="business-owner-description"]');
		await page.keyboard.type('Panadero del barrio.');
		await tabTo(page, '[data-testid="business-phone"]');
		await page.keyboard.type('+18095551234');
		await tabTo(page, '[data-testid="business-website"]');
		await page.keyboard.type('https://colmadoteclado.do');
		await tabTo(page, '[data-testid="business-address"]');
		await page.keyboard.type('Calle Duarte 5');
		await tabTo(page, '[data-testid="use-map-centre"]');
		await page.keyboard.press('Enter');
		await page.waitForFunction(() =>
			/\d/.test(document.querySelector('[data-testid="location-picker-value"]')?.textContent ?? ''),
		);
		await tabTo(page, '[data-testid="business-submit"]');
		await page.keyboard.press('Enter');
		const view = await visible(page.getByTestId('business-profile'));
		expect(await view.getByTestId('business-title-view').textContent()).toBe('Colmado Teclado');
		expect(await view.getByTestId('business-category-view').textContent()).toBe('Panaderías y reposterías');
	});

	it.concurrent('writes a review with the keyboard alone: stars by arrow keys', async () => {
		const page = await freshPage(seeded.freelancer);
		await page.goto(`/businessProfile?id=${seeded.businessId}`);
		await visible(page.getByTestId('review-form'));
		await tabTo(page, '[data-testid="review-rating"] input');
		// The arrows move over the stars (Mantine's Rating previews the value), Space chooses it.
		for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Space');
		await tabTo(page, '[data-testid="review-comment"]');
		await page.keyboard.type('Buen café y mejor atención.');
		await tabTo(page, '[data-testid="review-submit"]');
		await page.keyboard.press('Enter');
		const card = await debugOnFail(page, 'review', () =>
			visible(page.getByTestId('review-card').filter({ hasText: 'Buen café y mejor atención.' })),
		);
		expect(await card.getByRole('img', { name: /5/ }).count()).toBe(1);
	});

	// Its own expect: expect.poll outside a test's context fails when the test runs side by side.
	it.concurrent('sends a chat message with the keyboard alone', async ({ expect }) => {
		const page = await freshPage(seeded.owner, 'en');
		await page.goto(`/chat/${seeded.freelancer.id}`);
		await visible(page.getByTestId('chat-conversation'));
		await tabTo(page, '[data-testid="chat-input"]');
		await page.keyboard.type('Hello from the keyboard');
		await page.keyboard.press('Enter');
		await expect
			.poll(() => page.getByTestId('chat-message-body').allTextContents())
			.toContain('Hello from the keyboard');
	});

	it.concurrent('publishes a wall post with the keyboard alone', async () => {
		const page = await freshPage(seeded.owner);
		await page.goto('/businessWall');
		await tabTo(page, '[data-testid="wall-new-post"]');
		await page.keyboard.press('Enter');
		await visible(page.getByTestId('wall-post-form'));
		await tabTo(page, '[data-testid="wall-post-title"]');
		await page.keyboard.type('Escrito con el teclado');
		await tabTo(page, '[data-testid="wall-post-content"]');
		await page.keyboard.type('Todo el formulario sin ratón.');
		await tabTo(page, '[data-testid="wall-post-submit"]');
		await page.keyboard.press('Enter');
		await visible(page.getByTestId('wall-post').filter({ hasText: 'Escrito con el teclado' }));
	});

	it.concurrent('creates an event with the keyboard alone', async () => {
		const page = await freshPage(seeded.owner, 'en');
		await page.goto('/createEvent');
		await visible(page.getByTestId('event-form'));
		await tabTo(page, '[data-testid="event-title"]');
		await page.keyboard.type('Keyboard night');
		await tabTo(page, '[data-testid="event-location"]');
		await page.keyboard.type('Zona Colonial');
		const year = new Date().getFullYear() + 1;
		await tabTo(page, '[data-testid="event-starts"]');
		await typeDateTime(page, { month: '06', day: '12', year, time: '0800P' });
		await tabTo(page, '[data-testid="event-ends"]');
		await typeDateTime(page, { month: '06', day: '12', year, time: '1100P' });
		await tabTo(page, '[data-testid="event-link"]');
		await page.keyboard.type('https://edge.do/keyboard-night');
		await tabTo(page, '[data-testid="event-description"]');
		await page.keyboard.type('Merengue and bachata until late.');
		// The image: Enter on the upload button opens the system's file dialog, answered here.
		// Listening before the button has focus: Playwright must switch on file-dialog interception first.
		const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
		await tabTo(page, '[data-testid="event-image"] button');
		await page.keyboard.press('Enter');
		await (await chooser).setFiles({ name: 'night.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
		await visible(page.getByTestId('event-image-preview'));
		await tabTo(page, '[data-testid="event-submit"]');
		await page.keyboard.press('Enter');
		await debugOnFail(page, 'event', () =>
			page.waitForURL((url) => url.pathname !== '/createEvent', { timeout: 10_000 }),
		);
		expect(pathOf(page)).not.toBe('/createEvent');
	});
});
