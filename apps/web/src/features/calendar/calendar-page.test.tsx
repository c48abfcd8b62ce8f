import type { CalendarRange, EventView } from '@edge/api/schemas';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { CalendarPage } from './calendar-page';
import { santoDomingoDay } from './calendar-time';

beforeAll(prepareWebTests);
beforeEach(() => changeLanguage('en'));
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const EVENT: EventView = {
	id: 3,
	title: 'Noche de merengue',
	location: 'Zona Colonial',
	startsAt: '2026-12-05T23:00:00.000Z',
	endsAt: '2026-12-06T02:00:00.000Z',
	link: 'https://example.com/merengue',
	description: 'Música en vivo.',
	imageId: 'abcdefgh1234',
	repeatsYearly: false,
	interestedCount: 2,
	interested: false,
	mine: false,
	business: { profileId: 7, kind: 'business', title: 'Café del Conde', imageId: null },
	ownerName: 'María',
};

const RANGE: CalendarRange = {
	occurrences: [{ eventId: 3, startsAt: EVENT.startsAt, endsAt: EVENT.endsAt, event: EVENT }],
	holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
};

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ANSWERS: Record<string, unknown> = {
	'calendar.range': RANGE,
	'calendar.access': { signedIn: false, canManage: false, profiles: [] },
	'calendar.event': EVENT,
};

/** The server at the network boundary; `failRange` makes calendar.range answer 500 until cleared. */
function stubServer(state: { failRange: boolean }) {
	const ranges: string[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
		const url = new URL(String(input), 'http://edge.test');
		const paths = url.pathname.replace('/api/trpc/', '').split(',');
		if (paths.includes('calendar.range')) ranges.push(url.searchParams.get('input') ?? '');
		if (state.failRange && paths.includes('calendar.range'))
			return json(
				paths.map(() => ({
					error: { message: 'errors.internal', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
				})),
				500,
			);
		return json(paths.map((path) => ({ result: { data: ANSWERS[path] } })));
	});
	return ranges;
}

const render = (month?: string) =>
	renderRoute(
		() => <CalendarPage search={month ? { month } : {}} />,
		new QueryClient({ defaultOptions: { queries: { retry: false } } }),
	);

describe('CalendarPage', () => {
	it("says 'Unable to fetch the events. Please try again.' when loading fails, and loads on retry", async () => {
		const state = { failRange: true };
		const ranges = stubServer(state);
		await render('2026-12');
		const failed = await screen.findByTestId('calendar-fetch-failed');
		expect(failed.textContent).toContain('Unable to fetch the events. Please try again.');
		// The month grid's range: Monday 30 November to Sunday 3 January.
		expect(decodeURIComponent(ranges[0] ?? '')).toContain('"from":"2026-11-30","to":"2027-01-03"');

		state.failRange = false;
		await act(async () => fireEvent.click(within(failed).getByRole('button', { name: 'Try again' })));
		const day = await waitFor(() => {
			const cell = document.querySelector('[data-date="2026-12-05"]');
			if (!cell?.textContent?.includes('Noche de merengue')) throw new Error('not yet');
			return cell as HTMLElement;
		});
		expect(document.title).toBe('Calendar · Edge');
		expect(screen.getByTestId('calendar-heading').textContent).toBe('December 2026');
		expect(document.querySelector('[data-date="2026-12-25"]')?.textContent).toContain('Christmas Day');
		expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
			'Sun',
		]);

		// A click opens the event's modal; "More info" its details.
		await act(async () => fireEvent.click(within(day).getByTestId('calendar-event')));
		const modal = await screen.findByTestId('event-modal');
		expect(within(modal).getByTestId('event-modal-business').textContent).toBe('Café del Conde');
		await act(async () => fireEvent.click(within(modal).getByTestId('event-more-info')));
		const info = await screen.findByTestId('event-info');
		expect(within(info).getByTestId('event-info-interested').textContent).toBe('2 people interested');
		expect(within(info).getByTestId('event-add-to-calendar').getAttribute('href')).toBe(
			'/api/v1/calendar/events/3.ics',
		);
		expect(screen.getByTestId('calendar-subscribe').getAttribute('href')).toBe('/api/v1/calendar.ics');
	});

	it("marks today's Santo Domingo day in the current month", async () => {
		stubServer({ failRange: false });
		await render();
		const today = santoDomingoDay(new Date());
		await waitFor(() =>
			expect(document.querySelector(`[data-date="${today}"]`)?.getAttribute('aria-current')).toBe('date'),
		);
		expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
	});
});
