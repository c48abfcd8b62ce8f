import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrenceInYear, occurrencesBetween, santoDomingoYear } from './event-occurrences';

const at = (iso: string) => new Date(iso);
const iso = (times: { startsAt: Date; endsAt: Date } | null) =>
	times && [times.startsAt.toISOString(), times.endsAt.toISOString()];

/** 15 February 16:00–20:00 in Santo Domingo, every year from 2026. */
const carnival = { startsAt: at('2026-02-15T20:00:00Z'), endsAt: at('2026-02-16T00:00:00Z'), repeatsYearly: true };
/** 29 February 2028, 12:00–14:00 in Santo Domingo, every year. */
const leapDay = { startsAt: at('2028-02-29T16:00:00Z'), endsAt: at('2028-02-29T18:00:00Z'), repeatsYearly: true };
/** 31 December 22:00 → 1 January 02:00 in Santo Domingo, every year from 2026. */
const newYearsEve = { startsAt: at('2027-01-01T02:00:00Z'), endsAt: at('2027-01-01T06:00:00Z'), repeatsYearly: true };
const once = { startsAt: at('2026-12-05T23:00:00Z'), endsAt: at('2026-12-06T02:00:00Z'), repeatsYearly: false };

describe('occurrenceInYear', () => {
	it('keeps the Santo Domingo date, time and duration every year from the first', () => {
		expect(iso(occurrenceInYear(carnival, 2026))).toEqual(['2026-02-15T20:00:00.000Z', '2026-02-16T00:00:00.000Z']);
		expect(iso(occurrenceInYear(carnival, 2031))).toEqual(['2031-02-15T20:00:00.000Z', '2031-02-16T00:00:00.000Z']);
		expect(occurrenceInYear(carnival, 2025)).toBeNull();
	});

	it('reads the year in Santo Domingo, not in UTC', () => {
		expect(santoDomingoYear(newYearsEve.startsAt)).toBe(2026);
		expect(iso(occurrenceInYear(newYearsEve, 2027))).toEqual(['2028-01-01T02:00:00.000Z', '2028-01-01T06:00:00.000Z']);
	});

	it('puts 29 February on 28 February in common years and back on the 29th in leap years', () => {
		expect(iso(occurrenceInYear(leapDay, 2029))).toEqual(['2029-02-28T16:00:00.000Z', '2029-02-28T18:00:00.000Z']);
		expect(iso(occurrenceInYear(leapDay, 2032))).toEqual(['2032-02-29T16:00:00.000Z', '2032-02-29T18:00:00.000Z']);
		expect(iso(occurrenceInYear(leapDay, 2100))).toEqual(['2100-02-28T16:00:00.000Z', '2100-02-28T18:00:00.000Z']);
	});

	it('gives a one-off event its own year only', () => {
		expect(iso(occurrenceInYear(once, 2026))).toEqual(['2026-12-05T23:00:00.000Z', '2026-12-06T02:00:00.000Z']);
		expect(occurrenceInYear(once, 2027)).toBeNull();
	});
});

describe('occurrencesBetween', () => {
	it('finds the occurrences overlapping the range, one that began the year before included', () => {
		const found = occurrencesBetween(newYearsEve, at('2028-01-01T04:00:00Z'), at('2028-01-02T04:00:00Z'));
		expect(found.map(iso)).toEqual([['2028-01-01T02:00:00.000Z', '2028-01-01T06:00:00.000Z']]);
		const years = occurrencesBetween(carnival, at('2020-01-01T00:00:00Z'), at('2030-01-01T00:00:00Z'));
		expect(years.map((times) => times.startsAt.getUTCFullYear())).toEqual([2026, 2027, 2028, 2029]);
	});

	it('leaves out occurrences that end exactly when the range starts or start when it ends', () => {
		expect(occurrencesBetween(once, at('2026-12-06T02:00:00Z'), at('2026-12-07T00:00:00Z'))).toEqual([]);
		expect(occurrencesBetween(once, at('2026-12-05T00:00:00Z'), at('2026-12-05T23:00:00Z'))).toEqual([]);
	});
});

describe('nextOccurrence', () => {
	it('is the running or next occurrence of a yearly event', () => {
		expect(iso(nextOccurrence(carnival, at('2026-01-01T00:00:00Z')))?.[0]).toBe('2026-02-15T20:00:00.000Z');
		expect(iso(nextOccurrence(carnival, at('2027-02-15T21:00:00Z')))?.[0]).toBe('2027-02-15T20:00:00.000Z');
		expect(iso(nextOccurrence(carnival, at('2027-02-16T00:00:00Z')))?.[0]).toBe('2028-02-15T20:00:00.000Z');
		expect(iso(nextOccurrence(leapDay, at('2028-03-01T00:00:00Z')))?.[0]).toBe('2029-02-28T16:00:00.000Z');
	});

	it('is null once a one-off event has ended', () => {
		expect(iso(nextOccurrence(once, at('2026-12-06T01:00:00Z')))?.[0]).toBe('2026-12-05T23:00:00.000Z');
		expect(nextOccurrence(once, at('2026-12-06T02:00:00Z'))).toBeNull();
	});
});
