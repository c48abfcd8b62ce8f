import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { registerViaApi, visible } from './support/journeys';
import { createBusinessViaApi, givePlan, trpcCall, uploadImage } from './support/seed-via-api';

/**
 * Issue 20, point 5: times read in one style per language on pages and events, the 12-hour clock
 * of @edge/i18n/format's formatClock: "8:00 a. m." in Spanish, "8:00 AM" in English; never "08:00",
 * "20:00" or "7:00 – 10:00 PM" beside them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const SANTO_DOMINGO_MS = -4 * 3_600_000;
const SCREENS = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 800 },
] as const;

/** Anything that reads as a time of day: digits, a colon, two digits, and what follows them. */
const TIME_LIKE = /\d{1,2}:\d{2}(?:[\s\u00a0\u202f]*(?:[ap]\.[\s\u00a0\u202f]*m\.|[AP]\.?M\.?))?/g;
/** The one style of each language (no-break spaces inside, so a time never wraps). */
const STYLE = {
	es: /^(?:[1-9]|1[0-2]):[0-5]\d\u00a0[ap]\.\u00a0m\.$/,
	en: /^(?:[1-9]|1[0-2]):[0-5]\d\u00a0[AP]M$/,
} as const;

/** The times written in `text`, each as the page shows it. */
const timesIn = (text: string) => [...text.matchAll(TIME_LIKE)].map((match) => match[0]);

async function pageIn(app: E2eApp, language: 'es' | 'en', viewport: { width: number; height: number }) {
	const context = await app.newContext({ viewport });
	await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
	// Choosing a language writes the cookie too (lib/i18n.ts), from which the server draws the page.
	await context.addCookies([{ name: 'language', value: language, url: app.url }]);
	return context.newPage();
}

async function textOf(page: Page, testId: string): Promise<string> {
	return (await (await visible(page.getByTestId(testId).first())).textContent()) ?? '';
}

describe.skipIf(!chromiumPath)('times read in one style per language', () => {
	let app: E2eApp;
	let restaurantId: number;

	beforeAll(async () => {
		app = await startE2eApp();
		const [chef, owner] = await Promise.all([
			registerViaApi(app.url, { firstName: 'Rosa', lastName: 'Almonte' }),
			registerViaApi(app.url, { firstName: 'Julio', lastName: 'Peña' }),
		]);
		// Every day from 8 in the morning to 10 at night, and past midnight on Friday: whatever the
		// hour of the run, the status says a time too ("closes at" or "opens at").
		const hours = [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' }));
		hours.push({ weekday: 5, opens: '08:00', closes: '02:00' });
		restaurantId = (
			await trpcCall<{ id: number }>(app.url, chef, 'restaurant.create', {
				title: 'Comedor La Hora Criolla',
				description: 'Comida criolla todos los días.',
				address: 'Calle Las Damas 12, Zona Colonial',
				city: 'Santo Domingo de Guzmán',
				province: 'Distrito Nacional',
				phone: '',
				cuisineSlug: 'dominican-cuisine',
				jobTypeSlug: 'waiter',
				hours,
			})
		).id;
		// An evening event, 7 to 10 p.m. Santo Domingo time, in ten days.
		givePlan(app, owner, 'business-multi-profile-premium');
		const day = new Date(Date.now() + SANTO_DOMINGO_MS + 10 * DAY_MS).toISOString().slice(0, 10);
		const profileId = await createBusinessViaApi(app.url, owner, {
			title: 'Salón La Hora',
			about: 'Eventos en la Zona Colonial.',
			tags: ['eventos'],
		});
		await trpcCall(app.url, owner, 'calendar.create', {
			title: 'Noche de bachata en la terraza',
			location: 'Plaza de España, Zona Colonial',
			startsAt: `${day}T23:00:00.000Z`,
			endsAt: `${new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)}T02:00:00.000Z`,
			link: 'https://example.com/bachata',
			description: 'Música en vivo.',
			imageId: await uploadImage(app.url, owner),
			repeatsYearly: false,
			profileId,
		});
	}, 120_000);

	afterAll(async () => {
		await app?.stop();
	});

	for (const language of ['es', 'en'] as const) {
		for (const viewport of SCREENS) {
			it(`on a restaurant's page and on the events page, in ${language} at ${viewport.width} px`, async () => {
				const page = await pageIn(app, language, viewport);
				await page.goto(`/restaurant-profile?id=${restaurantId}`);
				const table = await textOf(page, 'hours-table');
				const status = await textOf(page, 'opening-status');
				await page.goto('/UpcomingEvents');
				const event = await textOf(page, 'event-card-time');

				const times = [...timesIn(table), ...timesIn(status), ...timesIn(event)];
				// Six ranges of two times, the status's time, the event's two.
				expect(times.length, `${table} | ${status} | ${event}`).toBeGreaterThanOrEqual(12 + 1 + 2);
				expect(times.filter((time) => !STYLE[language].test(time))).toEqual([]);
				expect(timesIn(table)).toContain(language === 'es' ? '8:00\u00a0a.\u00a0m.' : '8:00\u00a0AM');
				expect(timesIn(table)).toContain(language === 'es' ? '10:00\u00a0p.\u00a0m.' : '10:00\u00a0PM');
				expect(timesIn(event)).toEqual(
					language === 'es' ? ['7:00\u00a0p.\u00a0m.', '10:00\u00a0p.\u00a0m.'] : ['7:00\u00a0PM', '10:00\u00a0PM'],
				);
				await page.context().close();
			});
		}
	}
});
