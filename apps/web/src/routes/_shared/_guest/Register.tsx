import { ACCOUNT_KIND_VALUES, type AccountKind } from '@edge/api/account-kinds';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../../../features/auth/register-page';
import { optionalOneOf, optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_guest/Register')({
	validateSearch: (search: Record<string, unknown>): { kind?: AccountKind; ref?: string } => ({
		kind: optionalOneOf(search.kind, ACCOUNT_KIND_VALUES),
		ref: optionalString(search.ref, 32),
	}),
	// The details form needs an account kind: without one, start at the first step.
	beforeLoad: ({ search }) => {
		if (!search.kind) throw redirect({ to: '/signup', search: { ref: search.ref } });
	},
	component: Page,
});

function Page() {
	const { kind, ref } = Route.useSearch();
	return kind ? <RegisterPage kind={kind} referralCode={ref} /> : null;
}
