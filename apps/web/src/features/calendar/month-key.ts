/**
 * A month as 'YYYY-MM', read apart from the grids (month-grid.ts): the calendar route's search
 * reader needs only this, and route files load with the first page of every visit.
 */
export type MonthKey = string;

/** 'YYYY-MM' → year and month (1–12), or null for anything else. */
export function parseMonthKey(value: string): { year: number; month: number } | null {
	const match = /^(\d{4})-(\d{2})$/.exec(value);
	if (!match) return null;
	const year = Number(match[1]);
	const month = Number(match[2]);
	return month >= 1 && month <= 12 && year >= 1970 && year <= 9999 ? { year, month } : null;
}
