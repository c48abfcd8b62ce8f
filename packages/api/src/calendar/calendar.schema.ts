import { z } from 'zod';
import { uploadIdInput } from '../images/upload-id';
import { isIsoDate } from '../shared/age';
import '../shared/zod-messages';
import { EVENT_DESCRIPTION_MAX, EVENT_LINK_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from './event-kinds';

/**
 * Inputs of the Edge Calendar (issue 9, docs/calendar.md), shared by the server and the event form.
 * Every message is a catalog key (calendar.errors.*). Instants cross the API as ISO strings in UTC;
 * the form turns the Santo Domingo time the user typed into one with santoDomingoLocalToUtc
 * (calendar-time.ts).
 */

export {
	daysBetween,
	isSantoDomingoLocal,
	santoDomingoDay,
	santoDomingoDayEnd,
	santoDomingoDayStart,
	santoDomingoLocalToUtc,
	utcToSantoDomingoLocal,
} from './calendar-time';

/** The longest span calendar.range answers, in days (a year view and a bit on either side). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
/** An event lasts at most this long, so a yearly one never overlaps its next year's occurrence. */
export const EVENT_DURATION_MAX_DAYS = 365;
export const UPCOMING_PAGE_MAX = 50;
export const BEST_EVENTS_MAX = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset ('…Z' or '…-04:00'), as the API sends and takes them. */
export function isIsoInstant(value: string): boolean {
	return INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

/** A missing or null value reads as the field's "required" message; other issues keep theirs. */
const requiredError = (key: string) => ({
	error: (issue: { input?: unknown }) => (issue.input == null ? key : undefined),
});

const text = (max: number, required: string, tooLong: string) =>
	z.string(requiredError(required)).trim().min(1, required).max(max, tooLong);

const instant = (required: string, invalid: string) =>
	z.string(requiredError(required)).trim().min(1, required).refine(isIsoInstant, invalid);

/** An absolute http(s) URL with a host; javascript: or data: links would be links to trouble. */
export function isEventLink(value: string): boolean {
	if (!URL.canParse(value)) return false;
	const url = new URL(value);
	return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

const id = z.number().int().positive();

/** The event form's fields. */
export const eventFieldsShape = {
	title: text(EVENT_TITLE_MAX, 'calendar.errors.titleRequired', 'calendar.errors.titleTooLong'),
	location: text(EVENT_LOCATION_MAX, 'calendar.errors.locationRequired', 'calendar.errors.locationTooLong'),
	startsAt: instant('calendar.errors.startRequired', 'calendar.errors.startInvalid'),
	endsAt: instant('calendar.errors.endRequired', 'calendar.errors.endInvalid'),
	link: z
		.string(requiredError('calendar.errors.linkRequired'))
		.trim()
		.min(1, 'calendar.errors.linkRequired')
		.max(EVENT_LINK_MAX, 'calendar.errors.linkTooLong')
		.refine(isEventLink, 'calendar.errors.linkInvalid'),
	description: text(EVENT_DESCRIPTION_MAX, 'calendar.errors.descriptionRequired', 'calendar.errors.descriptionTooLong'),
	/** An upload of the caller (the server checks it is theirs). */
	imageId: z
		.string(requiredError('calendar.errors.imageRequired'))
		.min(1, 'calendar.errors.imageRequired')
		.pipe(uploadIdInput),
	repeatsYearly: z.boolean(requiredError('calendar.errors.repeatsYearlyRequired')),
	/** The caller's business or restaurant profile that posts the event. */
	profileId: z
		.number(requiredError('calendar.errors.profileRequired'))
		.int()
		.positive('calendar.errors.profileRequired'),
};

interface EventTimes {
	startsAt: string;
	endsAt: string;
}

/**
 * The end after the start and within EVENT_DURATION_MAX_DAYS, reported under endsAt. Runs once both
 * times are valid instants, even when other fields have issues, so the form shows it with them.
 */
function checkTimes(value: EventTimes, ctx: z.RefinementCtx) {
	const start = Date.parse(value.startsAt);
	const end = Date.parse(value.endsAt);
	if (end <= start) {
		ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'calendar.errors.endBeforeStart' });
	} else if (end - start > EVENT_DURATION_MAX_DAYS * DAY_MS) {
		ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'calendar.errors.tooLong' });
	}
}

const timesAreInstants = (payload: { value: unknown }) => {
	const value = payload.value as Partial<Record<keyof EventTimes, unknown>> | undefined;
	return (
		typeof value?.startsAt === 'string' &&
		typeof value.endsAt === 'string' &&
		isIsoInstant(value.startsAt.trim()) &&
		isIsoInstant(value.endsAt.trim())
	);
};

/** calendar.create. */
export const eventInput = z.object(eventFieldsShape).superRefine(checkTimes, { when: timesAreInstants });
/** What the form holds and sends. */
export type EventFormValues = z.input<typeof eventInput>;
export type EventInput = z.output<typeof eventInput>;

/** calendar.update: the event and all of its fields again. */
export const updateEventInput = z
	.object({ eventId: id, ...eventFieldsShape })
	.superRefine(checkTimes, { when: timesAreInstants });
export type UpdateEventInput = z.output<typeof updateEventInput>;

/** calendar.event and calendar.delete. */
export const eventIdInput = z.object({ eventId: id });
export type EventIdInput = z.input<typeof eventIdInput>;

/** calendar.interest: mark or unmark; the same mark twice changes nothing. */
export const eventInterestInput = z.object({ eventId: id, interested: z.boolean() });
export type EventInterestInput = z.input<typeof eventInterestInput>;

const day = z.string().refine(isIsoDate, 'calendar.errors.invalidDay');

/** calendar.range: Santo Domingo days, both included. */
export const calendarRangeInput = z
	.object({ from: day, to: day })
	.refine((value) => value.to >= value.from, { path: ['to'], message: 'calendar.errors.rangeOrder' })
	.refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS <= CALENDAR_RANGE_MAX_DAYS, {
		path: ['to'],
		message: 'calendar.errors.rangeTooLong',
	});
export type CalendarRangeInput = z.input<typeof calendarRangeInput>;

/** calendar.upcoming: `cursor` is the previous page's nextCursor. */
export const upcomingEventsInput = z
	.object({
		cursor: z.string().max(100).nullish(),
		limit: z.number().int().min(1).max(UPCOMING_PAGE_MAX).default(20),
	})
	.default({ limit: 20 });
export type UpcomingEventsInput = z.input<typeof upcomingEventsInput>;

/** calendar.best. */
export const bestEventsInput = z
	.object({ limit: z.number().int().min(1).max(BEST_EVENTS_MAX).default(6) })
	.default({ limit: 6 });
export type BestEventsInput = z.input<typeof bestEventsInput>;

export type {
	CalendarAccess,
	CalendarRange,
	EventBusiness,
	EventView,
	Holiday,
	InterestResult,
	Occurrence,
	ScheduledEventsPlan,
	UpcomingPage,
} from './calendar.types';
