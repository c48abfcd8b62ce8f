import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../lib/guards';

/** Login-required pages in the shared layout. */
export const Route = createFileRoute('/_shared/_authed')({
	beforeLoad: ({ location, preload, context }) => requireAuth({ location, preload, queryClient: context.queryClient }),
	component: Outlet,
});
