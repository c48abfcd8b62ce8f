import { protectedProcedure, publicProcedure, router } from '../trpc';
import {
	bestEventsInput,
	calendarRangeInput,
	eventIdInput,
	eventInput,
	eventInterestInput,
	upcomingEventsInput,
	updateEventInput,
} from './calendar.schema';
import { eventsProcedure } from './calendar-gate';
import { bestEvents, calendarAccess, calendarRange, getEvent, myEvents, upcomingEvents } from './event-reads';
import { createEvent, deleteEvent, setInterest, updateEvent } from './events.service';

/** The Edge Calendar (issue 9, docs/calendar.md): community events, interest and holidays. */
export const calendarRouter = router({
	access: publicProcedure.query(({ ctx }) => calendarAccess(ctx, ctx.user)),
	range: publicProcedure
		.meta({ publicCache: true })
		.input(calendarRangeInput)
		.query(({ ctx, input }) => calendarRange(ctx, ctx.user?.id ?? null, input, ctx.language)),
	upcoming: publicProcedure
		.meta({ publicCache: true })
		.input(upcomingEventsInput)
		.query(({ ctx, input }) => upcomingEvents(ctx, ctx.user?.id ?? null, input)),
	event: publicProcedure
		.meta({ publicCache: true })
		.input(eventIdInput)
		.query(({ ctx, input }) => getEvent(ctx, ctx.user?.id ?? null, input.eventId)),
	mine: protectedProcedure.query(({ ctx }) => myEvents(ctx, ctx.user.id)),
	best: publicProcedure
		.meta({ publicCache: true })
		.input(bestEventsInput)
		.query(({ ctx, input }) => bestEvents(ctx, ctx.user?.id ?? null, input.limit)),
	create: eventsProcedure.input(eventInput).mutation(({ ctx, input }) => createEvent(ctx, ctx.user.id, input)),
	update: eventsProcedure.input(updateEventInput).mutation(({ ctx, input }) => updateEvent(ctx, ctx.user.id, input)),
	delete: eventsProcedure
		.input(eventIdInput)
		.mutation(({ ctx, input }) => deleteEvent(ctx, ctx.user.id, input.eventId)),
	interest: protectedProcedure
		.input(eventInterestInput)
		.mutation(({ ctx, input }) => setInterest(ctx, ctx.user.id, input.eventId, input.interested)),
});
