import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '../../features/account/delete-account-page';

export const Route = createFileRoute('/_shared/deleteAccount')({
	component: DeleteAccountPage,
});
