import { optionalOneOf } from '../../lib/search-params';
import { parseMonthKey } from './month-key';

/**
 * /calendar's search params: `month` ('YYYY-MM') the month shown (this month without it), `view`
 * the month grid or the year overview. Zod-free: route files load with the first page.
 */
export interface CalendarSearch {
	month?: string;
	view?: CalendarView;
}

export const CALENDAR_VIEWS = ['month', 'year'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export function calendarSearch(search: Record<string, unknown>): CalendarSearch {
	const month = typeof search.month === 'string' && parseMonthKey(search.month) ? search.month : undefined;
	const view = optionalOneOf(search.view, CALENDAR_VIEWS);
	return { ...(month ? { month } : {}), ...(view && view !== 'month' ? { view } : {}) };
}

/** /createEvent's `eventId`: editing that event; without it, a new one. */
export interface CreateEventSearch {
	eventId?: number;
}

export function createEventSearch(search: Record<string, unknown>): CreateEventSearch {
	const raw = search.eventId;
	const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
	return Number.isSafeInteger(id) && id > 0 ? { eventId: id } : {};
}
