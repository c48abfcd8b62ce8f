import type { CalendarRange, EventView, UpcomingPage } from '@edge/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createEvent, type EventOwner, eventOwner } from './calendar-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
let owner: EventOwner;
/** Carnival: every year from 2026, 15 February 16:00–20:00 in Santo Domingo. */
let carnival: EventView;
/** A yearly event first held on 29 February 2028 at noon. */
let leapDay: EventView;
/** One-off, 5 December 2026 19:00–22:00 in Santo Domingo. */
let merengue: EventView;
/** One-off, already over on the test's "today". */
let past: EventView;
/** Yearly, 31 December 22:00 to 1 January 02:00 in Santo Domingo, from 2026. */
let newYearsEve: EventView;

const TODAY = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
	server = await startTestServer();
	server.clock.set(TODAY);
	owner = await eventOwner(server);
	carnival = await createEvent(owner, {
		title: 'Carnaval',
		startsAt: '2026-02-15T20:00:00.000Z',
		endsAt: '2026-02-16T00:00:00.000Z',
		repeatsYearly: true,
	});
	leapDay = await createEvent(owner, {
		title: 'Feria bisiesta',
		startsAt: '2028-02-29T16:00:00.000Z',
		endsAt: '2028-02-29T18:00:00.000Z',
		repeatsYearly: true,
	});
	merengue = await createEvent(owner, { startsAt: '2026-12-05T23:00:00.000Z' });
	past = await createEvent(owner, { title: 'Ya pasó', startsAt: '2026-06-01T15:00:00.000Z' });
	newYearsEve = await createEvent(owner, {
		title: 'Fin de año',
		startsAt: '2027-01-01T02:00:00.000Z',
		endsAt: '2027-01-01T06:00:00.000Z',
		repeatsYearly: true,
	});
});
afterAll(async () => {
	await server.stop();
});

const range = async (from: string, to: string, headers: Record<string, string> = {}) => {
	const response = await call(() => apiClient(server.url, headers).calendar.range.query({ from, to }));
	if (!response.data) throw new Error(JSON.stringify(response.error));
	return response.data;
};
const times = (found: CalendarRange) =>
	found.occurrences.map((item) => [item.event.title, item.startsAt, item.endsAt] as const);

describe('calendar.range', () => {
	it('repeats a yearly event on its date each year, with its duration, keeping the first occurrence on the event', async () => {
		const found = await range('2027-02-01', '2027-02-28');
		expect(times(found)).toEqual([['Carnaval', '2027-02-15T20:00:00.000Z', '2027-02-16T00:00:00.000Z']]);
		expect(found.occurrences[0]).toMatchObject({
			eventId: carnival.id,
			event: { startsAt: carnival.startsAt, repeatsYearly: true },
		});
		expect(times(await range('2030-02-15', '2030-02-15'))).toEqual([
			['Carnaval', '2030-02-15T20:00:00.000Z', '2030-02-16T00:00:00.000Z'],
		]);
	});

	it('starts a yearly event in its first year, never before', async () => {
		expect((await range('2025-01-01', '2025-12-31')).occurrences).toEqual([]);
		expect((await range('2028-01-02', '2028-02-28')).occurrences.map((item) => item.event.title)).toEqual(['Carnaval']);
	});

	it('holds a 29 February event on 28 February in common years', async () => {
		expect(times(await range('2029-02-01', '2029-03-31')).filter(([title]) => title === 'Feria bisiesta')).toEqual([
			['Feria bisiesta', '2029-02-28T16:00:00.000Z', '2029-02-28T18:00:00.000Z'],
		]);
		expect(times(await range('2032-02-29', '2032-02-29'))).toEqual([
			['Feria bisiesta', '2032-02-29T16:00:00.000Z', '2032-02-29T18:00:00.000Z'],
		]);
	});

	it('counts days in Santo Domingo time, and shows an event on every day it spans', async () => {
		// 31 December 22:00 in Santo Domingo is already 1 January in UTC.
		expect(times(await range('2027-12-31', '2027-12-31'))).toEqual([
			['Fin de año', '2028-01-01T02:00:00.000Z', '2028-01-01T06:00:00.000Z'],
		]);
		expect(times(await range('2028-01-01', '2028-01-01'))).toEqual([
			['Fin de año', '2028-01-01T02:00:00.000Z', '2028-01-01T06:00:00.000Z'],
		]);
		// The merengue festival ends at 22:00 on 5 December, Santo Domingo time.
		expect((await range('2026-12-05', '2026-12-05')).occurrences.map((item) => item.eventId)).toEqual([merengue.id]);
		expect((await range('2026-12-06', '2026-12-06')).occurrences).toEqual([]);
	});

	it('lists a year in order of start, one-off and yearly events together', async () => {
		const found = await range('2026-01-01', '2026-12-31');
		expect(found.occurrences.map((item) => item.eventId)).toEqual([carnival.id, past.id, merengue.id, newYearsEve.id]);
	});

	it('ships the Dominican holidays of the range, named in the request language', async () => {
		const es = await range('2026-01-01', '2026-03-01');
		expect(es.holidays).toEqual([
			{ date: '2026-01-01', name: 'Año Nuevo' },
			{ date: '2026-01-05', name: 'Día de los Santos Reyes' },
			{ date: '2026-01-21', name: 'Día de Nuestra Señora de la Altagracia' },
			{ date: '2026-01-26', name: 'Día de Duarte' },
			{ date: '2026-02-27', name: 'Día de la Independencia Nacional' },
		]);
		const en = await range('2026-11-01', '2026-12-31', { 'accept-language': 'en-US,en;q=0.9' });
		expect(en.holidays).toEqual([
			{ date: '2026-11-09', name: 'Constitution Day' },
			{ date: '2026-12-25', name: 'Christmas Day' },
		]);
	});

	it('refuses a reversed range, a range over 400 days and dates that do not exist', async () => {
		const range = (from: string, to: string) => call(() => anonymous(server).api.calendar.range.query({ from, to }));
		const reversed = await range('2026-03-01', '2026-02-01');
		expect(reversed.status).toBe(400);
		expect(reversed.error?.data.fieldErrors.to).toEqual(['calendar.errors.rangeOrder']);
		const tooLong = await range('2026-01-01', '2027-02-06');
		expect(tooLong.error?.data.fieldErrors.to).toEqual(['calendar.errors.rangeTooLong']);
		expect((await range('2026-01-01', '2027-02-05')).status).toBe(200);
		const invalid = await range('2026-02-30', '2026-03-01');
		expect(invalid.error?.data.fieldErrors.from).toEqual(['calendar.errors.invalidDay']);
	});
});

const upcoming = async (input?: { cursor?: string | null; limit?: number }) => {
	const response = await call(() => anonymous(server).api.calendar.upcoming.query(input));
	if (!response.data) throw new Error(JSON.stringify(response.error));
	return response.data;
};

describe('calendar.upcoming', () => {
	it('lists each event once at its next occurrence, soonest first, leaving finished ones out', async () => {
		server.clock.set(TODAY);
		const page = await upcoming();
		expect(page.items.map((item) => [item.eventId, item.startsAt])).toEqual([
			[merengue.id, '2026-12-05T23:00:00.000Z'],
			[newYearsEve.id, '2027-01-01T02:00:00.000Z'],
			[carnival.id, '2027-02-15T20:00:00.000Z'],
			[leapDay.id, '2028-02-29T16:00:00.000Z'],
		]);
		expect(page.nextCursor).toBeNull();
		expect(page.items[0]?.event.business?.title).toBe('Cacao Criollo');
	});

	it('moves on with the clock: a running event stays until it ends, then yearly ones come round again', async () => {
		server.clock.set(new Date('2027-02-15T21:00:00Z'));
		expect((await upcoming()).items.map((item) => [item.eventId, item.startsAt])).toEqual([
			[carnival.id, '2027-02-15T20:00:00.000Z'],
			[newYearsEve.id, '2028-01-01T02:00:00.000Z'],
			[leapDay.id, '2028-02-29T16:00:00.000Z'],
		]);
		server.clock.set(new Date('2028-03-01T12:00:00Z'));
		expect((await upcoming()).items.map((item) => [item.eventId, item.startsAt])).toEqual([
			[newYearsEve.id, '2029-01-01T02:00:00.000Z'],
			[carnival.id, '2029-02-15T20:00:00.000Z'],
			[leapDay.id, '2029-02-28T16:00:00.000Z'],
		]);
		server.clock.set(TODAY);
	});

	it('pages with the cursor without skipping or repeating an event', async () => {
		server.clock.set(TODAY);
		const all = (await upcoming({ limit: 50 })).items.map((item) => item.eventId);
		const walked: number[] = [];
		let cursor: string | null = null;
		do {
			const page: UpcomingPage = await upcoming({ cursor, limit: 1 });
			expect(page.items).toHaveLength(1);
			walked.push(...page.items.map((item) => item.eventId));
			cursor = page.nextCursor;
		} while (cursor);
		expect(walked).toEqual(all);
	});

	it('refuses a cursor it did not make', async () => {
		const response = await call(() =>
			anonymous(server).api.calendar.upcoming.query({ cursor: 'DROP TABLE', limit: 5 }),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.i18nKey).toBe('calendar.errors.invalidCursor');
	});
});
