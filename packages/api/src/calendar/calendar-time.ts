/**
 * Santo Domingo wall time <-> UTC instants, for the calendar form and the server alike (no zod, no
 * Intl: the Dominican Republic keeps UTC-4 all year, without daylight saving, so a fixed offset is
 * exact; docs/calendar.md "Time zone").
 */

/** Santo Domingo is this many milliseconds behind UTC, all year. */
export const SANTO_DOMINGO_OFFSET_MS = -4 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True for a real Santo Domingo wall time written YYYY-MM-DDTHH:mm (what <input type="datetime-local"> gives). */
export function isSantoDomingoLocal(value: string): boolean {
	const match = LOCAL_PATTERN.exec(value);
	if (!match) return false;
	const date = new Date(`${value}:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === value;
}

/**
 * '2026-12-05T19:00' typed in Santo Domingo → '2026-12-05T23:00:00.000Z'. Throws RangeError for a
 * value that is not a real wall time, so a caller cannot send a shifted or invalid instant by mistake.
 */
export function santoDomingoLocalToUtc(local: string): string {
	if (!isSantoDomingoLocal(local)) throw new RangeError(`Not a local date and time: ${local}`);
	return new Date(Date.parse(`${local}:00Z`) - SANTO_DOMINGO_OFFSET_MS).toISOString();
}

/** An instant (ISO string or Date) → its Santo Domingo wall time, 'YYYY-MM-DDTHH:mm'. */
export function utcToSantoDomingoLocal(instant: string | Date): string {
	const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
	if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
	return new Date(ms + SANTO_DOMINGO_OFFSET_MS).toISOString().slice(0, 16);
}

/** The Santo Domingo calendar day ('YYYY-MM-DD') an instant falls on. */
export function santoDomingoDay(instant: string | Date): string {
	return utcToSantoDomingoLocal(instant).slice(0, 10);
}

/** The instant a Santo Domingo day ('YYYY-MM-DD') begins (its midnight, 04:00 UTC). */
export function santoDomingoDayStart(day: string): Date {
	return new Date(Date.parse(`${day}T00:00:00Z`) - SANTO_DOMINGO_OFFSET_MS);
}

/** The instant the Santo Domingo day after `day` begins: a day's end, exclusive. */
export function santoDomingoDayEnd(day: string): Date {
	return new Date(santoDomingoDayStart(day).getTime() + DAY_MS);
}

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
