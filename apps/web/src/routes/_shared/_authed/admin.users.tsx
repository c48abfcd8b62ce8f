import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/users/users-page';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_authed/admin/users')({
	// ?user=<id> opens that user's panel, so other staff pages can link to one.
	validateSearch: (search: Record<string, unknown>): { user?: string } => ({ user: optionalString(search.user, 100) }),
	component: UsersPage,
});
