/** The minimum age to sign up (spec section 9). */
export const MINIMUM_SIGNUP_AGE = 15;

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
