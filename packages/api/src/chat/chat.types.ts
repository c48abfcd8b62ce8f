import type { MessageKind } from '@edge/db/chat-kinds';
import type { OfferChangeEvent, OfferView } from './offers/offers.types';

/** What the chat procedures answer (issue 8). Dates are ISO strings. */

export type ChatRole = 'customer' | 'freelancer';

/** The other person of a conversation, as the top bar and the inbox show them. */
export interface ChatPerson {
	userId: string;
	name: string;
	/** Upload id of their picture (their freelancer profile's image, else any profile's), or null. */
	imageId: string | null;
	/** Their freelancer profile, for the link to /professionalProfile?id=N; null when they have none. */
	freelancerProfileId: number | null;
}

export interface ChatMessage {
	id: number;
	conversationId: number;
	senderId: string;
	/** The browser's id for it: a composer matches its pending bubble to the stored message. */
	clientId: string;
	kind: MessageKind;
	/** Plain text, never HTML. */
	body: string;
	offerId: number | null;
	/** What the sender paid from the chat balance, in centavos (0: trial, plan or freelancer). */
	chargedCents: number;
	createdAt: string;
	/** The offer an 'offer' message carries, for its card; null for text. */
	offer: OfferView | null;
	/**
	 * Hidden by staff (docs/admin.md): the other person gets it without its text or offer and
	 * without the reason; its sender gets it whole, with the reason.
	 */
	hidden: { hiddenAt: string; reason: string | null } | null;
}

export interface InboxItem {
	conversationId: number;
	myRole: ChatRole;
	other: ChatPerson;
	lastMessage: ChatMessage | null;
	lastMessageAt: string | null;
	unreadCount: number;
	/** I blocked the other person / they blocked me: no messages either way until it is lifted. */
	blockedByMe: boolean;
	blockedByThem: boolean;
}

export interface InboxPage {
	items: InboxItem[];
	/** Pass as `cursor` for the next page; null on the last page. */
	nextCursor: string | null;
}

/** Each side's marks: message ids up to which the messages were delivered to / read by that side. */
export interface ConversationMarks {
	myReadId: number;
	otherReadId: number;
	otherDeliveredId: number;
}

export interface ConversationState {
	/** null until the customer's first message creates it. */
	conversation: ({ id: number } & ConversationMarks) | null;
	/** null when the signed-in user cannot start a conversation with this person (not a freelancer). */
	myRole: ChatRole | null;
	other: ChatPerson;
	blockedByMe: boolean;
	blockedByThem: boolean;
}

export interface MessagesPage {
	/** Oldest first. */
	messages: ChatMessage[];
	/** Pass as `before` for the older page; null when there is nothing older. */
	olderCursor: number | null;
}

/** The events of a user's chat stream (`chat.events`). Offers and billing add their own types. */
export type ChatStreamEvent =
	| { type: 'message'; payload: { conversationId: number; message: ChatMessage } }
	| { type: 'read'; payload: { conversationId: number; readerId: string; upToId: number } }
	| { type: 'delivered'; payload: { conversationId: number; recipientId: string; upToId: number } }
	| { type: 'typing'; payload: { conversationId: number; userId: string } }
	| { type: 'blocked' | 'unblocked'; payload: { blockerId: string; blockedId: string } }
	| { type: 'offer'; payload: OfferChangeEvent }
	/** Staff hid or restored a message: the message as this user now reads it replaces the old one. */
	| { type: 'messageModerated'; payload: { conversationId: number; message: ChatMessage } };
