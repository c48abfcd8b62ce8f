/**
 * The shapes the chat screens draw. They mirror what the chat procedures answer; the pages map the
 * server's answers into them so the components stay testable without a server.
 */
export type OfferStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn';

export interface OfferView {
	id: number;
	freelancerId: string;
	customerId: string;
	priceCents: number;
	deliveryDays: number;
	description: string;
	status: OfferStatus;
	paidAt: Date | string | null;
}

/** A message as the list shows it: stored ones have an id; the outbox's have only their clientId. */
export interface MessageView {
	id: number | null;
	clientId: string;
	senderId: string;
	kind: 'text' | 'offer';
	body: string;
	createdAt: Date | string;
	offer?: OfferView | null;
	/**
	 * Hidden by staff (docs/admin.md): the other person's comes without text (a placeholder is
	 * drawn); my own keeps its text and says why.
	 */
	hidden?: { hiddenAt: string; reason: string | null } | null;
	/** Only for the outbox: sending, waiting for the connection (offline outbox), or failed with a retry. */
	local?: 'sending' | 'waiting' | 'failed';
	/** Why the server refused a failed one; `final` when no retry can ever send it (a block). */
	refusal?: SendRefusal;
}

/** The server's reason for refusing a message, as a catalog key the bubble translates. */
export interface SendRefusal {
	key: string;
	params?: Record<string, string | number>;
	final: boolean;
}

export type MessageMark = 'waiting' | 'sending' | 'sent' | 'delivered' | 'read';

/** What sending a message costs the signed-in user (chat.billing.access), as the cost line draws it. */
export type ChatAccessView =
	| { kind: 'trial'; daysLeft: number }
	| { kind: 'plan' }
	| { kind: 'balance'; balanceCents: number }
	| { kind: 'freelancer' }
	| { kind: 'blocked' };

/** The other person of a conversation (top bar, inbox row). */
export interface ChatPersonView {
	userId: string;
	name: string;
	imageId: string | null;
	freelancerProfileId: number | null;
}

export interface InboxItemView {
	conversationId: number;
	other: ChatPersonView;
	lastMessage: {
		senderId: string;
		kind: 'text' | 'offer';
		body: string;
		hidden?: { reason: string | null } | null;
	} | null;
	lastMessageAt: string | null;
	unreadCount: number;
	blockedByMe?: boolean;
	blockedByThem?: boolean;
}
