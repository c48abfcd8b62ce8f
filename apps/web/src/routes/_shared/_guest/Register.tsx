import { accountKindSchema } from '@edge/api/schemas';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterPage } from '../../../features/auth/register-page';

export const Route = createFileRoute('/_shared/_guest/Register')({
	validateSearch: z.object({
		kind: accountKindSchema.optional().catch(undefined),
		ref: z.string().max(32).optional().catch(undefined),
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
