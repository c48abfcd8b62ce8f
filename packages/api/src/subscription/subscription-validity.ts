/**
 * Whether a subscription grants its plan right now (spec section 4). Pure, so the server and the
 * web client (which imports this same file) always agree:
 * - ACTIVE is valid;
 * - SUSPENDED or CANCELED (also spelled CANCELLED) stay valid only while `now` is before the next
 *   billing date, and are invalid without one;
 * - EXPIRED, and any other status, are invalid.
 */
export function isSubscriptionValid(
	status: string | null | undefined,
	nextBillingDate: Date | string | number | null | undefined,
	now: Date,
): boolean {
	switch (normalizeSubscriptionStatus(status)) {
		case 'ACTIVE':
			return true;
		case 'SUSPENDED':
		case 'CANCELED': {
			if (nextBillingDate === null || nextBillingDate === undefined || nextBillingDate === '') return false;
			const until = new Date(nextBillingDate).getTime();
			return !Number.isNaN(until) && now.getTime() < until;
		}
		default:
			return false;
	}
}

/** PayPal and the spec's labels spell it CANCELLED; the app stores CANCELED. */
export function normalizeSubscriptionStatus(status: string | null | undefined): string {
	const upper = (status ?? '').toUpperCase();
	return upper === 'CANCELLED' ? 'CANCELED' : upper;
}
