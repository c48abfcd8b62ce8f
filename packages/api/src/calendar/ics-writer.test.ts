import { describe, expect, it } from 'vitest';
import { SANTO_DOMINGO_OFFSET_MS } from './calendar-time';
import { escapeIcsText, foldIcsLine, icsUtc, writeIcsCalendar, yearlyRule } from './ics-writer';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeIcsText', () => {
	it('escapes backslashes, semicolons, commas and every kind of line break', () => {
		expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
		expect(escapeIcsText('Sin nada que escapar: "ñ" y :')).toBe('Sin nada que escapar: "ñ" y :');
	});
});

describe('foldIcsLine', () => {
	it('leaves lines of up to 75 octets alone', () => {
		const line = `SUMMARY:${'x'.repeat(67)}`;
		expect(octets(line)).toBe(75);
		expect(foldIcsLine(line)).toBe(line);
	});

	it('folds longer lines at 75 octets, never inside a UTF-8 character, and unfolds to the same text', () => {
		const line = `DESCRIPTION:${'ñandú 🍷 acción, '.repeat(20)}`;
		const folded = foldIcsLine(line);
		const parts = folded.split('\r\n');
		expect(parts.length).toBeGreaterThan(1);
		for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
		expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
		expect(folded.replace(/\r\n /g, '')).toBe(line);
		expect(folded).not.toContain('\uFFFD');
	});
});

describe('icsUtc', () => {
	it('writes UTC date-times in the basic format', () => {
		expect(icsUtc(new Date('2026-12-05T23:00:00.000Z'))).toBe('20261205T230000Z');
	});
});

describe('yearlyRule', () => {
	const rule = (iso: string) => yearlyRule(new Date(iso), SANTO_DOMINGO_OFFSET_MS);

	it('is plain FREQ=YEARLY for any day but a UTC 29 February', () => {
		expect(rule('2026-02-15T20:00:00Z')).toBe('FREQ=YEARLY');
		// 29 February 20:00 in Santo Domingo is 1 March in UTC, which a plain yearly rule keeps.
		expect(rule('2028-03-01T00:00:00Z')).toBe('FREQ=YEARLY');
	});

	it('keeps a 29 February event on the last day of February', () => {
		expect(rule('2028-02-29T16:00:00Z')).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
	});

	it('keeps a late 28 February event (29 February in UTC) on the 60th day of the year', () => {
		expect(rule('2028-02-29T01:00:00Z')).toBe('FREQ=YEARLY;BYYEARDAY=60');
	});
});

describe('writeIcsCalendar', () => {
	it('writes a CRLF VCALENDAR with one VEVENT per event, RRULE only on yearly ones', () => {
		const base = {
			title: 'Cata',
			location: 'Zona Colonial',
			description: 'Vinos',
			url: 'https://cata.example.do',
			createdAt: new Date('2026-11-01T00:00:00Z'),
			updatedAt: new Date('2026-11-02T00:00:00Z'),
		};
		const text = writeIcsCalendar(
			{
				name: 'Calendario Edge',
				timeZone: 'America/Santo_Domingo',
				now: new Date('2026-11-21T12:00:00Z'),
				events: [
					{
						...base,
						uid: 'event-1@edge.do',
						startsAt: new Date('2026-12-05T23:00:00Z'),
						endsAt: new Date('2026-12-06T02:00:00Z'),
						repeatsYearly: false,
					},
					{
						...base,
						uid: 'event-2@edge.do',
						startsAt: new Date('2026-02-15T20:00:00Z'),
						endsAt: new Date('2026-02-16T00:00:00Z'),
						repeatsYearly: true,
					},
				],
			},
			SANTO_DOMINGO_OFFSET_MS,
		);
		const lines = text.split('\r\n');
		expect(lines.slice(0, 7)).toEqual([
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'PRODID:-//Edge//Edge Calendar//ES',
			'CALSCALE:GREGORIAN',
			'METHOD:PUBLISH',
			'X-WR-CALNAME:Calendario Edge',
			'X-WR-TIMEZONE:America/Santo_Domingo',
		]);
		expect(lines.at(-2)).toBe('END:VCALENDAR');
		expect(lines.at(-1)).toBe('');
		expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
		expect(lines.filter((line) => line.startsWith('RRULE:'))).toEqual(['RRULE:FREQ=YEARLY']);
		expect(lines).toContain('DTSTART:20261205T230000Z');
		expect(lines).toContain('DTSTAMP:20261121T120000Z');
		expect(lines).toContain('LAST-MODIFIED:20261102T000000Z');
	});
});
