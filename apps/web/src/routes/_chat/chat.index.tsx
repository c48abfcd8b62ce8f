import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/chat/inbox-page';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_chat/chat/')({
	loader: catalogLoader(['chat']),
	component: InboxPage,
});
