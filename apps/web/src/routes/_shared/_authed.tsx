import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../lib/guards';

/** Login-required pages in the shared layout. */
export const Route = createFileRoute('/_shared/_authed')({
	beforeLoad: ({ location }) => requireAuth(location),
	component: Outlet,
});
