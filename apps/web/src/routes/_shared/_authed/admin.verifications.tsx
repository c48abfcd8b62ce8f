import { createFileRoute } from '@tanstack/react-router';
import { VerificationsPage } from '../../../features/admin/verifications/verifications-page';

export const Route = createFileRoute('/_shared/_authed/admin/verifications')({
	component: VerificationsPage,
});
