import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/account/profile-page';
import { catalogLoader } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/profile')({
	loader: catalogLoader(['payments']),
	component: ProfilePage,
});
