import { createFileRoute } from '@tanstack/react-router';
import { SharedLayout } from '../features/shell/shared-layout';
import { requireAuth } from '../lib/guards';

/** Chat pages: login required, shared layout without the footer. */
export const Route = createFileRoute('/_chat')({
	beforeLoad: ({ location }) => requireAuth(location),
	component: () => <SharedLayout footer={false} />,
});
