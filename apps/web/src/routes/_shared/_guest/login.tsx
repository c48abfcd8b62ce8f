import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../../features/auth/login-page';

export const Route = createFileRoute('/_shared/_guest/login')({
	validateSearch: z.object({ redirect: z.string().max(2000).optional().catch(undefined) }),
	component: Page,
});

function Page() {
	const { redirect } = Route.useSearch();
	return <LoginPage redirectTo={redirect} />;
}
