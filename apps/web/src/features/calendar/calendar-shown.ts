import type { CalendarSearch, CalendarView } from './calendar-search';
import { santoDomingoDay } from './calendar-time';
import { gridRange } from './month-grid';
import { parseMonthKey } from './month-key';

/** What /calendar shows for its search: the page and its route's loader ask for the same range. */
export interface ShownCalendar {
	/** Today in Santo Domingo ('YYYY-MM-DD'). */
	today: string;
	view: CalendarView;
	/** The month shown, 'YYYY-MM' (in the year view, the month the year was opened from). */
	monthKey: string;
	year: number;
	/** 1–12. */
	month: number;
	/** The days calendar.range is asked for: the month's whole weeks, or the year. */
	range: { from: string; to: string };
}

/** The month (this one without `?month`) or the year the calendar shows, on `now`'s Santo Domingo day. */
export function shownCalendar(search: CalendarSearch, now: Date = new Date()): ShownCalendar {
	const today = santoDomingoDay(now);
	const view: CalendarView = search.view ?? 'month';
	const monthKey = search.month ?? today.slice(0, 7);
	const { year, month } = parseMonthKey(monthKey) ?? { year: 2026, month: 1 };
	const range = view === 'year' ? { from: `${year}-01-01`, to: `${year}-12-31` } : gridRange(year, month);
	return { today, view, monthKey, year, month, range };
}
