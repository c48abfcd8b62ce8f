import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignupPage } from '../../../features/auth/signup-page';

export const Route = createFileRoute('/_shared/_guest/signup')({
	validateSearch: z.object({ ref: z.string().max(32).optional().catch(undefined) }),
	component: Page,
});

function Page() {
	const { ref } = Route.useSearch();
	return <SignupPage referralCode={ref} />;
}
