import type { AppRouter, ChatStreamEvent } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

/**
 * The shapes the chat screens draw, as the chat procedures answer them: types only, read from the
 * router, so a change to what the server answers shows here at compile time. Only what the browser
 * adds (the outbox's messages, the refusal it shows) is its own.
 */
type ChatOutputs = inferRouterOutputs<AppRouter>['chat'];

/** A page of chat.messages: its messages oldest first, and the cursor of the older page. */
export type MessagesPage = ChatOutputs['messages'];

/** A stored message, as chat.messages and chat.send answer it. */
type StoredMessage = MessagesPage['messages'][number];

export type OfferView = NonNullable<StoredMessage['offer']>;
export type OfferStatus = OfferView['status'];

/** A message as the list shows it: stored ones have an id; the outbox's have only their clientId. */
export type MessageView = Pick<StoredMessage, 'clientId' | 'senderId' | 'kind' | 'body' | 'createdAt'> &
	Partial<Pick<StoredMessage, 'offer' | 'hidden'>> & {
		id: StoredMessage['id'] | null;
		/** Only for the outbox: sending, waiting for the connection (offline outbox), or failed with a retry. */
		local?: 'sending' | 'waiting' | 'failed';
		/** Why the server refused a failed one; `final` when no retry can ever send it (a block). */
		refusal?: SendRefusal;
	};

/** The server's reason for refusing a message, as a catalog key the bubble translates. */
export interface SendRefusal {
	key: string;
	params?: Record<string, string | number>;
	final: boolean;
}

export type MessageMark = 'waiting' | 'sending' | 'sent' | 'delivered' | 'read';

/** What sending a message costs the signed-in user (chat.billing.access), as the cost line draws it. */
export type ChatAccessView = ChatOutputs['billing']['access'];

/** The other person of a conversation (top bar, inbox row). */
export type ChatPersonView = ChatOutputs['conversation']['other'];

export type InboxItemView = ChatOutputs['inbox']['items'][number];

/**
 * What chat.events streams. The router types its events loosely ({ type, payload }), so they are
 * the server's ChatStreamEvent, and the 'ready' the stream sends first (chat-stream.ts).
 */
export type ChatLiveEvent = ChatStreamEvent | { type: 'ready'; payload: { resumed: boolean } };
