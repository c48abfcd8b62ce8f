import { createFileRoute } from '@tanstack/react-router';
import { EventsBusinessPage } from '../../../features/calendar/events-business-page';
import { catalogLoader } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/eventsBusiness')({
	loader: catalogLoader(['calendar']),
	component: EventsBusinessPage,
});
