import { router } from '../trpc';

/** The Edge Calendar (issue 9, docs/calendar.md): community events, interest and holidays. */
export const calendarRouter = router({});
