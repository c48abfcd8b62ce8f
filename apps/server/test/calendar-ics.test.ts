import type { EventView } from '@edge/api/schemas';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, type EventOwner, eventOwner } from './calendar-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
let owner: EventOwner;
let tasting: EventView;
let carnival: EventView;
let leapDay: EventView;

/** Text with everything iCalendar must escape, accents, an emoji and lines long enough to fold. */
const TRICKY_TITLE = 'Cata de vinos, quesos; y más \\ "especial" 🍷';
const TRICKY_DESCRIPTION =
	'Primera línea, con coma; y punto y coma.\nSegunda línea: ñandú, pingüino, acción — '.repeat(3) +
	'\r\nÚltima línea con barra invertida \\n que no es salto.';

beforeAll(async () => {
	server = await startTestServer();
	server.clock.set(new Date('2026-11-21T12:00:00Z'));
	owner = await eventOwner(server);
	tasting = await createEvent(owner, {
		title: TRICKY_TITLE,
		location: 'Calle El Conde 105, Zona Colonial; Santo Domingo',
		description: TRICKY_DESCRIPTION,
		link: 'https://cata.example.do/entradas?dia=5&hora=19',
		startsAt: '2026-12-05T23:00:00.000Z',
	});
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
});
afterAll(async () => {
	await server.stop();
});

async function fetchIcs(path: string, headers: Record<string, string> = {}) {
	const response = await fetch(`${server.url}/api/v1/${path}`, { headers });
	return { response, text: await response.text() };
}

/** The VEVENTs of an iCalendar text, parsed by ical.js, by UID. */
function parseEvents(text: string) {
	const calendar = new ICAL.Component(ICAL.parse(text));
	const events = new Map<string, { component: ICAL.Component; event: ICAL.Event }>();
	for (const component of calendar.getAllSubcomponents('vevent')) {
		const event = new ICAL.Event(component);
		events.set(event.uid, { component, event });
	}
	return { calendar, events };
}

const iso = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('GET /api/v1/calendar.ics', () => {
	it('is a valid iCalendar feed with the calendar properties, CRLF lines folded at 75 octets', async () => {
		const { response, text } = await fetchIcs('calendar.ics');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
		expect(text.endsWith('\r\n')).toBe(true);
		const lines = text.slice(0, -2).split('\r\n');
		expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
		expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
		expect(lines.some((line) => line.startsWith(' '))).toBe(true);

		const { calendar, events } = parseEvents(text);
		expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
		expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Edge//Edge Calendar//ES');
		expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
		expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
		expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Calendario Edge');
		expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Santo_Domingo');
		expect([...events.keys()].sort()).toEqual(
			[tasting, carnival, leapDay].map((event) => `event-${event.id}@edge.do`).sort(),
		);
		const english = await fetchIcs('calendar.ics', { 'accept-language': 'en' });
		expect(parseEvents(english.text).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Edge Calendar');
	});

	it('round-trips the times and the text, commas, semicolons, backslashes and line breaks included', async () => {
		const { events } = parseEvents((await fetchIcs('calendar.ics')).text);
		const parsed = events.get(`event-${tasting.id}@edge.do`);
		if (!parsed) throw new Error('the tasting is missing');
		expect(iso(parsed.event.startDate)).toBe(tasting.startsAt);
		expect(iso(parsed.event.endDate)).toBe(tasting.endsAt);
		expect(parsed.event.startDate.zone?.tzid).toBe('UTC');
		expect(parsed.event.summary).toBe(TRICKY_TITLE);
		expect(parsed.event.location).toBe('Calle El Conde 105, Zona Colonial; Santo Domingo');
		// Line breaks of any kind come back as \n.
		expect(parsed.event.description).toBe(TRICKY_DESCRIPTION.replace(/\r\n/g, '\n'));
		expect(parsed.component.getFirstPropertyValue('url')).toBe('https://cata.example.do/entradas?dia=5&hora=19');
		expect(parsed.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
		expect(parsed.event.isRecurring()).toBe(false);
	});

	it('keeps UIDs stable across fetches and edits', async () => {
		const first = [...parseEvents((await fetchIcs('calendar.ics')).text).events.keys()];
		await call(() =>
			owner.api.calendar.update.mutate({
				eventId: carnival.id,
				title: 'Carnaval Dominicano',
				location: carnival.location,
				startsAt: carnival.startsAt,
				endsAt: carnival.endsAt,
				link: carnival.link,
				description: carnival.description,
				imageId: carnival.imageId,
				repeatsYearly: true,
				profileId: owner.profileId,
			}),
		);
		const second = parseEvents((await fetchIcs('calendar.ics')).text).events;
		expect([...second.keys()]).toEqual(first);
		expect(second.get(`event-${carnival.id}@edge.do`)?.event.summary).toBe('Carnaval Dominicano');
	});

	it('gives yearly events RRULE:FREQ=YEARLY whose occurrences match calendar.range', async () => {
		const { events } = parseEvents((await fetchIcs('calendar.ics')).text);
		for (const [event, year, from, to] of [
			[carnival, 2027, '2027-01-01', '2027-12-31'],
			[leapDay, 2029, '2029-01-01', '2029-12-31'],
			[leapDay, 2032, '2032-01-01', '2032-12-31'],
		] as const) {
			const parsed = events.get(`event-${event.id}@edge.do`);
			if (!parsed) throw new Error(`event ${event.id} is missing`);
			expect(parsed.event.isRecurring()).toBe(true);
			const rule = parsed.component.getFirstPropertyValue('rrule') as ICAL.Recur;
			expect(rule.freq).toBe('YEARLY');
			expect(iso(parsed.event.startDate)).toBe(event.startsAt);

			const iterator = parsed.event.iterator();
			let next = iterator.next();
			while (next && next.year < year) next = iterator.next();
			const range = await call(() => apiClient(server.url).calendar.range.query({ from, to }));
			const expected = range.data?.occurrences.find((item) => item.eventId === event.id);
			expect(next && iso(next)).toBe(expected?.startsAt);
			const details = next && parsed.event.getOccurrenceDetails(next);
			expect(details && iso(details.endDate)).toBe(expected?.endsAt);
		}
	});
});

describe('GET /api/v1/calendar/events/:id.ics', () => {
	it('downloads one event as a calendar file', async () => {
		const { response, text } = await fetchIcs(`calendar/events/${tasting.id}.ics`);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
		expect(response.headers.get('content-disposition')).toBe(`attachment; filename="edge-event-${tasting.id}.ics"`);
		const { events } = parseEvents(text);
		expect([...events.keys()]).toEqual([`event-${tasting.id}@edge.do`]);
		const parsed = events.get(`event-${tasting.id}@edge.do`);
		expect(parsed && iso(parsed.event.startDate)).toBe(tasting.startsAt);
		expect(parsed?.event.summary).toBe(TRICKY_TITLE);
		// The same UID as in the feed, so importing both does not make two copies.
		expect(parseEvents((await fetchIcs('calendar.ics')).text).events.has(`event-${tasting.id}@edge.do`)).toBe(true);
	});

	it('answers 404 with a translated message for an unknown event or a malformed name', async () => {
		const unknown = await fetchIcs('calendar/events/999999.ics', { 'accept-language': 'en' });
		expect(unknown.response.status).toBe(404);
		expect(JSON.parse(unknown.text)).toEqual({ error: 'This event does not exist or was deleted.' });
		for (const name of ['abc.ics', `${tasting.id}.txt`, '0.ics', '-1.ics']) {
			expect((await fetchIcs(`calendar/events/${name}`)).response.status, name).toBe(404);
		}
	});
});
