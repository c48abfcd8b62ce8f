import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/calendar/calendar-page';
import { type CalendarSearch, calendarSearch } from '../../features/calendar/calendar-search';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/calendar')({
	validateSearch: (search: Record<string, unknown>): CalendarSearch => calendarSearch(search),
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the month's events and holidays.
	loader: pageLoader<CalendarSearch>(['calendar'], async (queryClient, search) =>
		(await import('../../ssr/public-pages-data')).calendarData(queryClient, search),
	),
	component: function CalendarRoute() {
		return <CalendarPage search={Route.useSearch()} />;
	},
});
