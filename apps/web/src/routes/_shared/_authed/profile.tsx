import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/account/profile-page';

export const Route = createFileRoute('/_shared/_authed/profile')({
	component: ProfilePage,
});
