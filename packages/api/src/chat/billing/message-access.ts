import { CHAT_TRIAL_DAYS, MESSAGE_PRICE_CENTS } from '@edge/db/chat-kinds';

/** Which side of a conversation sends: its customer or its freelancer. */
export type ChatRole = 'customer' | 'freelancer';

/** What the next message of a sender costs, and why (docs/chat.md, "Who pays for a message"). */
export type MessageAccess =
	| { kind: 'freelancer' }
	| { kind: 'trial'; daysLeft: number }
	| { kind: 'plan' }
	| { kind: 'balance'; balanceCents: number; priceCents: typeof MESSAGE_PRICE_CENTS }
	| { kind: 'blocked' };

export interface MessageAccessInput {
	role: ChatRole;
	/** The sender's signup (users.created_at): the trial counts from it. */
	signedUpAt: Date;
	now: Date;
	/** A valid subscription to a plan unlocking 'unlimitedChat' (plansUnlocking, isSubscriptionValid). */
	hasUnlimitedPlan: boolean;
	/** The sender's prepaid chat balance in centavos (sum of their chat_ledger rows). */
	balanceCents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment the trial ends: exactly CHAT_TRIAL_DAYS x 24 h after signup, excluded. So a customer
 * who signed up 59 days (and 23 h) ago still sends free, one whose signup is exactly 60 days ago
 * no longer does: the trial is 60 whole days, not 61 started ones.
 */
export function trialEndsAt(signedUpAt: Date): Date {
	return new Date(signedUpAt.getTime() + CHAT_TRIAL_DAYS * DAY_MS);
}

/**
 * The one rule of who pays for a message, first match wins:
 * freelancers answer free; a valid unlimited-messaging plan covers everything (checked before the
 * trial so a subscriber sees the plan they paid for); the trial; 69 centavos from the balance when
 * it holds at least that; otherwise the customer is blocked until they subscribe or top up.
 */
export function messageAccess(input: MessageAccessInput): MessageAccess {
	if (input.role === 'freelancer') return { kind: 'freelancer' };
	if (input.hasUnlimitedPlan) return { kind: 'plan' };
	const msLeft = trialEndsAt(input.signedUpAt).getTime() - input.now.getTime();
	if (msLeft > 0) return { kind: 'trial', daysLeft: Math.ceil(msLeft / DAY_MS) };
	if (input.balanceCents >= MESSAGE_PRICE_CENTS) {
		return { kind: 'balance', balanceCents: input.balanceCents, priceCents: MESSAGE_PRICE_CENTS };
	}
	return { kind: 'blocked' };
}
