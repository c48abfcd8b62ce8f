import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/login-page';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_guest/login')({
	validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
		redirect: optionalString(search.redirect, 2000),
	}),
	component: Page,
});

function Page() {
	const { redirect } = Route.useSearch();
	return <LoginPage redirectTo={redirect} />;
}
