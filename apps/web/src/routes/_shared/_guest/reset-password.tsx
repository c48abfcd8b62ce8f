import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_guest/reset-password')({
	validateSearch: (search: Record<string, unknown>): { token?: string } => ({
		token: optionalString(search.token, 200),
	}),
	component: Page,
});

function Page() {
	const { token } = Route.useSearch();
	return <ResetPasswordPage token={token} />;
}
