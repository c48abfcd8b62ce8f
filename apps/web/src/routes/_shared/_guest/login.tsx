import { readSessionEndSignal, type SessionEndSignal } from '@edge/api/session-ended';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/login-page';
import { optionalString } from '../../../lib/search-params';

export const Route = createFileRoute('/_shared/_guest/login')({
	validateSearch: (search: Record<string, unknown>): { redirect?: string; ended?: SessionEndSignal } => ({
		redirect: optionalString(search.redirect, 2000),
		// Why the session ended elsewhere, when a guard sent the visitor here right after (lib/session-end.ts).
		ended: readSessionEndSignal(search.ended) ?? undefined,
	}),
	component: Page,
});

function Page() {
	const { redirect, ended } = Route.useSearch();
	return <LoginPage redirectTo={redirect} sessionEnded={ended} />;
}
