import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';

export const Route = createFileRoute('/_shared/_guest/reset-password')({
	validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
	component: Page,
});

function Page() {
	const { token } = Route.useSearch();
	return <ResetPasswordPage token={token} />;
}
