import { createFileRoute } from '@tanstack/react-router';
import { UpcomingEventsPage } from '../features/calendar/upcoming-events-page';
import { pageLoader } from '../ssr/page-loader';

/** The spec's "layout: none" page: no header or footer, made to be shown on its own. */
export const Route = createFileRoute('/UpcomingEvents')({
	// What the page shows, for the server's draw (docs/ssr.md): the first events to come.
	loader: pageLoader(['calendar'], async (queryClient) =>
		(await import('../ssr/public-pages-data')).upcomingEventsData(queryClient),
	),
	component: UpcomingEventsPage,
});
