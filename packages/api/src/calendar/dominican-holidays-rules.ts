/**
 * The date arithmetic behind the Dominican holidays (dominican-holidays.ts): Easter, and the moves
 * to a Monday of Law 139-97. Days are UTC-midnight timestamps: a holiday is a calendar day, not an
 * instant, so no time zone (and no daylight saving) can shift it.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
	const a = year % 19;
	const b = Math.floor(year / 100);
	const c = year % 100;
	const d = Math.floor(b / 4);
	const e = b % 4;
	const f = Math.floor((b + 8) / 25);
	const g = Math.floor((b - f + 1) / 3);
	const h = (19 * a + b - d - g + 15) % 30;
	const i = Math.floor(c / 4);
	const k = c % 4;
	const l = (32 + 2 * e + 2 * i - h - k) % 7;
	const m = Math.floor((a + 11 * h + 22 * l) / 451);
	const month = Math.floor((h + l - 7 * m + 114) / 31);
	const day = ((h + l - 7 * m + 114) % 31) + 1;
	return Date.UTC(year, month - 1, day);
}

/**
 * Days to add to a movable holiday by its weekday (Sunday first). Law 139-97: a holiday on a
 * Tuesday or Wednesday is taken the Monday before, one on a Thursday or Friday the Monday after;
 * on a weekend or a Monday it stays.
 */
const LAW_139_97_SHIFT = [0, 0, -1, -2, 4, 3, 0] as const;

/** The day a holiday the law moves is taken. */
export function movedToMonday(day: number): number {
	return day + (LAW_139_97_SHIFT[new Date(day).getUTCDay()] ?? 0) * DAY_MS;
}

/**
 * Labour Day moves like the others, and on a Sunday it is also taken the Monday after: the Ministry
 * of Labour did so in 2016 and 2022 (1 May on a Sunday, day off Monday 2 May); no other holiday
 * moves from a weekend.
 */
export function labourDayMoved(day: number): number {
	return new Date(day).getUTCDay() === 0 ? day + DAY_MS : movedToMonday(day);
}

/** 'YYYY-MM-DD' of a UTC-midnight day. */
export function isoDay(day: number): string {
	return new Date(day).toISOString().slice(0, 10);
}
