import { createFileRoute } from '@tanstack/react-router';
import { ConversationPage } from '../../features/chat/conversation-page';
import type { PaymentReturn } from '../../features/chat/use-payment-return';
import { catalogLoader } from '../../lib/i18n';
import { optionalOneOf, optionalString } from '../../lib/search-params';

const OUTCOMES = ['approved', 'cancelled'] as const;

/** /chat/<the other person's user id>; PayPal comes back here with topup= or offerPayment= and token=. */
export const Route = createFileRoute('/_chat/chat/$freelancerId')({
	loader: catalogLoader(['chat']),
	validateSearch: (search: Record<string, unknown>): PaymentReturn => ({
		topup: optionalOneOf(search.topup, OUTCOMES),
		offerPayment: optionalOneOf(search.offerPayment, OUTCOMES),
		token: optionalString(search.token, 100),
	}),
	component: ConversationRoute,
});

function ConversationRoute() {
	const { freelancerId } = Route.useParams();
	const search = Route.useSearch();
	return <ConversationPage key={freelancerId} otherUserId={freelancerId} search={search} />;
}
