import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/users/users-page';

export const Route = createFileRoute('/_shared/_authed/admin/users')({
	component: UsersPage,
});
