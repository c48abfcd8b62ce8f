import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/calendar/calendar-page';
import { type CalendarSearch, calendarSearch } from '../../features/calendar/calendar-search';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/calendar')({
	loader: catalogLoader(['calendar']),
	validateSearch: (search: Record<string, unknown>): CalendarSearch => calendarSearch(search),
	component: function CalendarRoute() {
		return <CalendarPage search={Route.useSearch()} />;
	},
});
