import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/chat/inbox-page';
import { loadCatalogs } from '../../lib/i18n';

export const Route = createFileRoute('/_chat/chat/')({
	loader: () => loadCatalogs(['chat']),
	component: InboxPage,
});
