import { events } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import { inputError, registerViaApi, visible } from './support/journeys';
import { createBusinessViaApi, givePlan, SMALL_JPEG, signedInPage } from './support/seed-via-api';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREMIUM = 'business-multi-profile-premium';
const DESKTOP = { width: 1280, height: 800 };
const BUSINESS = 'Café del Conde';
const TITLE = 'Noche de merengue';

/** 'YYYY-MM-DD' a number of days from now (UTC date: far enough ahead that the zone never matters). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe.skipIf(!chromiumPath)('the Edge Calendar in the browser', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('a Premium business creates an event that then shows on /calendar, in its details and on /UpcomingEvents, then edits and deletes it', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'María', lastName: 'Conde' });
		await createBusinessViaApi(app.url, owner, {
			title: BUSINESS,
			about: 'Café dominicano y repostería en la Zona Colonial.',
			tags: ['café'],
		});
		givePlan(app, owner, PREMIUM);
		const day = dayFromNow(40);

		const page = await signedInPage(app, owner, '/createEvent', DESKTOP);
		const form = await visible(page.getByTestId('event-form'));
		await expect.poll(() => page.title()).toBe('Create event · Edge');
		await form.getByTestId('event-title').fill(TITLE);
		await form.getByTestId('event-location').fill('Plaza de España, Zona Colonial');
		await form.getByTestId('event-starts').fill(`${day}T19:00`);
		// An end before the start is refused under the end; what was typed stays.
		await form.getByTestId('event-ends').fill(`${day}T18:00`);
		await form.getByTestId('event-link').fill('https://example.com/merengue');
		await form.getByTestId('event-description').fill('Música en vivo.\nEntrada libre.');
		await page
			.getByTestId('event-image-input')
			.setInputFiles({ name: 'event.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
		await visible(page.getByTestId('event-image-preview'));
		// The only profile the owner can post as is chosen already.
		expect(await form.getByTestId('event-profile').inputValue()).toBe(BUSINESS);
		await form.getByTestId('event-submit').click();
		await expect.poll(() => inputError(form.getByTestId('event-ends'))).toBe('The end must be after the start.');
		expect(await form.getByTestId('event-title').inputValue()).toBe(TITLE);
		await form.getByTestId('event-ends').fill(`${day}T22:30`);
		await form.getByTestId('event-submit').click();

		// Saved, it opens the calendar on the event's month.
		await page.waitForURL((url) => url.pathname === '/calendar' && url.searchParams.get('month') === day.slice(0, 7));
		const stored = app.db.select().from(events).where(eq(events.ownerId, owner.id)).get();
		// Typed as Santo Domingo time (UTC-4), stored as the UTC instant.
		expect(stored?.startsAt.toISOString()).toBe(`${day}T23:00:00.000Z`);
		await expect.poll(() => page.title()).toBe('Calendar · Edge');
		const cell = page.locator(`[data-testid="calendar-day"][data-date="${day}"]`);
		const entry = await visible(cell.getByTestId('calendar-event').filter({ hasText: TITLE }));
		await screenshot(page, 'calendar-month');
		await entry.click();
		const modal = await visible(page.getByTestId('event-modal'));
		expect(await modal.getByTestId('event-modal-time').textContent()).toMatch(/7:00\sPM\s–\s10:30\sPM/);
		expect(await modal.getByTestId('event-modal-business').textContent()).toBe(BUSINESS);
		await modal.getByTestId('event-more-info').click();

		const info = await visible(page.getByTestId('event-info'));
		expect(await info.getByTestId('event-info-title').textContent()).toBe(TITLE);
		expect(await info.getByTestId('event-info-location').textContent()).toBe('Plaza de España, Zona Colonial');
		expect(await info.getByTestId('event-info-description').textContent()).toBe('Música en vivo.\nEntrada libre.');
		expect(await info.getByTestId('event-info-link').getAttribute('href')).toBe('https://example.com/merengue');
		expect(await info.getByTestId('event-info-link').getAttribute('rel')).toBe('noopener noreferrer');
		const business = info.getByTestId('event-info-business').getByRole('link', { name: BUSINESS });
		expect(await business.getAttribute('href')).toBe(`/businessProfile?id=${stored?.profileId}`);
		expect(await info.getByTestId('event-add-to-calendar').getAttribute('href')).toBe(
			`/api/v1/calendar/events/${stored?.id}.ics`,
		);
		expect(await info.getByTestId('event-info-interested').textContent()).toBe('0 people interested');
		await (await visible(info.getByTestId('event-interest'))).click();
		await expect.poll(() => info.getByTestId('event-info-interested').textContent()).toBe('1 person interested');
		await screenshot(page, 'calendar-event-info');

		// The upcoming events page, without the site's header and footer, on a phone.
		const phone = await app.newContext({ viewport: { width: 390, height: 844 } });
		const upcoming = await phone.newPage();
		await upcoming.goto('/UpcomingEvents');
		const card = await visible(upcoming.getByTestId('upcoming-event').filter({ hasText: TITLE }));
		expect(await card.getByTestId('event-card-business').textContent()).toBe(BUSINESS);
		expect(await upcoming.locator('header').count()).toBe(0);
		expect(await upcoming.locator('footer').count()).toBe(0);
		await expect.poll(() => upcoming.title()).toBe('Próximos eventos · Edge');
		await screenshot(upcoming, 'calendar-upcoming-phone');

		// On a phone the grid marks the day with a dot and the agenda under it names the event.
		await upcoming.goto(`/calendar?month=${day.slice(0, 7)}`);
		await visible(upcoming.locator(`[data-testid="calendar-day"][data-date="${day}"]`).getByTestId('calendar-event'));
		const agendaEntry = await visible(upcoming.getByTestId('calendar-agenda-event').filter({ hasText: TITLE }));
		await screenshot(upcoming, 'calendar-month-phone');
		await agendaEntry.click();
		await visible(upcoming.getByTestId('event-modal'));
		await upcoming.keyboard.press('Escape');
		// The year overview: twelve months, the event's day dotted.
		await upcoming.getByTestId('calendar-view').getByText('Año').click();
		await upcoming.waitForURL((url) => url.searchParams.get('view') === 'year');
		expect(await upcoming.getByTestId('calendar-mini-month').count()).toBe(12);
		const mini = upcoming.locator(`[data-testid="calendar-mini-month"][data-month="${day.slice(0, 7)}"]`);
		await visible(mini.locator('[data-events]'));
		await screenshot(upcoming, 'calendar-year-phone');

		// The owner's events page lists it to edit or delete, and among the best events.
		await page.keyboard.press('Escape');
		await page.goto('/eventsBusiness');
		const mine = await visible(page.getByTestId('my-event').filter({ hasText: TITLE }));
		expect(await mine.getByTestId('my-event-edit').getAttribute('href')).toBe(`/createEvent?eventId=${stored?.id}`);
		await visible(page.getByTestId('best-event').filter({ hasText: TITLE }));
		await expect.poll(() => page.title()).toBe('Business events · Edge');
		await screenshot(page, 'calendar-events-business');

		// The home page's next events, with "create event" open to this Premium owner.
		await page.goto('/');
		await page.getByTestId('home-events-placeholder').scrollIntoViewIfNeeded();
		const home = await visible(page.getByTestId('home-events'));
		await visible(home.getByTestId('home-event').filter({ hasText: TITLE }));
		expect(await home.getByTestId('create-event').getAttribute('data-allowed')).toBe('true');

		// Editing opens the same form with the stored values, times in Santo Domingo time again.
		await page.goto('/eventsBusiness');
		await (await visible(page.getByTestId('my-event-edit'))).click();
		await page.waitForURL(
			(url) => url.pathname === '/createEvent' && url.searchParams.get('eventId') === String(stored?.id),
		);
		const edit = await visible(page.getByTestId('event-form'));
		await expect.poll(() => page.title()).toBe('Edit event · Edge');
		expect(await edit.getByTestId('event-starts').inputValue()).toBe(`${day}T19:00`);
		expect(await edit.getByTestId('event-ends').inputValue()).toBe(`${day}T22:30`);
		await edit.getByTestId('event-title').fill('Noche de bachata');
		await edit.getByTestId('event-submit').click();
		await page.waitForURL((url) => url.pathname === '/calendar');
		await visible(page.getByTestId('calendar-event').filter({ hasText: 'Noche de bachata' }));

		// Deleting asks first, then the event is gone.
		await page.goto('/eventsBusiness');
		await (await visible(page.getByTestId('my-event-delete'))).click();
		await (await visible(page.getByTestId('event-delete-dialog-submit'))).click();
		await visible(page.getByTestId('my-events-empty'));
		expect(app.db.select().from(events).where(eq(events.ownerId, owner.id)).all()).toEqual([]);
	});

	it('a user without the plan sees "Action not Allowed" on /createEvent, with the way to the plans', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Luis', lastName: 'Sinplan' });
		const page = await signedInPage(app, user, '/createEvent', DESKTOP);
		const gate = await visible(page.getByTestId('event-action-not-allowed'));
		expect(await gate.getByRole('heading').textContent()).toBe('Action not Allowed');
		expect(await gate.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricingTable');
		expect(await page.getByTestId('event-form').count()).toBe(0);
	});
});
