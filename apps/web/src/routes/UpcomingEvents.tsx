import { createFileRoute } from '@tanstack/react-router';
import { UpcomingEventsPage } from '../features/calendar/upcoming-events-page';
import { catalogLoader } from '../lib/i18n';

/** The spec's "layout: none" page: no header or footer, made to be shown on its own. */
export const Route = createFileRoute('/UpcomingEvents')({
	loader: catalogLoader(['calendar']),
	component: UpcomingEventsPage,
});
