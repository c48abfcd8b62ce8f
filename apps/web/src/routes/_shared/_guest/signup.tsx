import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../../../features/auth/signup-page';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_guest/signup')({
	validateSearch: (search: Record<string, unknown>): { ref?: string } => ({ ref: optionalString(search.ref, 32) }),
	component: Page,
});

function Page() {
	const { ref } = Route.useSearch();
	return <SignupPage referralCode={ref} />;
}
