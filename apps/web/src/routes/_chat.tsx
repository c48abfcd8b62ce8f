import { createFileRoute } from '@tanstack/react-router';
import { SharedLayout } from '../features/shell/shared-layout';
import { requireAuth } from '../lib/guards';

/** Chat pages: login required, shared layout without the footer. */
export const Route = createFileRoute('/_chat')({
	beforeLoad: ({ location, preload, context }) => requireAuth({ location, preload, queryClient: context.queryClient }),
	component: () => <SharedLayout footer={false} />,
});
