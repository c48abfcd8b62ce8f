/** The minimum age to sign up (spec section 9). */
export const MINIMUM_SIGNUP_AGE = 15;

/**
 * How far back a date of birth may go. Nobody signing up is older; an earlier date is a slip of the
 * date picker or the keyboard (0001-01-01), and would be shown on the profile as typed.
 */
export const MAXIMUM_AGE_YEARS = 120;

/** Today's calendar date in the Dominican Republic, as YYYY-MM-DD. */
export function todayInSantoDomingo(now: Date = new Date()): string {
	// en-CA formats dates as YYYY-MM-DD.
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(now);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whole years between a birth date and a day, both YYYY-MM-DD. A person born on 29 February turns a
 * year older on 1 March in common years, as civil law in most countries counts it.
 */
export function ageOn(dateOfBirth: string, day: string): number {
	const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
	const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
	const hadBirthday = tm > bm || (tm === bm && td >= bd);
	return ty - by - (hadBirthday ? 0 : 1);
}

export function isOldEnoughToSignUp(dateOfBirth: string, today: string): boolean {
	return ageOn(dateOfBirth, today) >= MINIMUM_SIGNUP_AGE;
}

/**
 * The earliest date of birth accepted on `today` (YYYY-MM-DD): the same calendar day
 * MAXIMUM_AGE_YEARS years before. When that day does not exist (29 February in a common year) it is
 * 1 March, so no one more than MAXIMUM_AGE_YEARS years old slips in.
 */
export function earliestDateOfBirth(today: string): string {
	const year = String(Number(today.slice(0, 4)) - MAXIMUM_AGE_YEARS).padStart(4, '0');
	const sameDay = `${year}${today.slice(4)}`;
	return isIsoDate(sameDay) ? sameDay : `${year}-03-01`;
}

/** True unless the date of birth lies more than MAXIMUM_AGE_YEARS years before `today`. */
export function isWithinMaximumAge(dateOfBirth: string, today: string): boolean {
	// YYYY-MM-DD strings sort like the dates they write.
	return dateOfBirth >= earliestDateOfBirth(today);
}
