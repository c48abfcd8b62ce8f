import { createFileRoute } from '@tanstack/react-router';
import { type CreateEventSearch, createEventSearch } from '../../../features/calendar/calendar-search';
import { EventFormPage } from '../../../features/calendar/event-form-page';
import { catalogLoader } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/createEvent')({
	loader: catalogLoader(['calendar']),
	validateSearch: (search: Record<string, unknown>): CreateEventSearch => createEventSearch(search),
	component: function CreateEventRoute() {
		const { eventId } = Route.useSearch();
		// A fresh page per event: switching from one edit to another never mixes their values.
		return <EventFormPage key={eventId ?? 'new'} eventId={eventId} />;
	},
});
