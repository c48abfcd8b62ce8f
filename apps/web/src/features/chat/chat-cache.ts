import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import type { MessagesPage, MessageView, OfferView } from './chat-types';

/** A page of chat.messages as the cache holds it: oldest first inside a page, pages newest first. */
export type MessagesPageView = Omit<MessagesPage, 'messages'> & { messages: MessageView[] };
export type MessagesCache = InfiniteData<MessagesPageView, number | null>;

/**
 * chat.messages pages by `before`, not tRPC's `cursor`, so its infinite query has its own key,
 * one per conversation, which live events write into.
 */
export const messagesKey = (conversationId: number) => ['chat', 'messages', conversationId] as const;
export const typingKey = (conversationId: number) => ['chat', 'typing', conversationId] as const;

/** Everything loaded of a conversation, oldest first. */
export function flattenMessages(data: MessagesCache | undefined): MessageView[] {
	if (!data) return [];
	return [...data.pages].reverse().flatMap((page) => page.messages);
}

/**
 * Adds a stored message to the newest page, or replaces it when already there (a send's answer and
 * its live event both arrive; the resumed stream can repeat one): never twice, kept in id order.
 */
export function withMessage(data: MessagesCache | undefined, message: MessageView): MessagesCache | undefined {
	if (!data || data.pages.length === 0) return data;
	const present = data.pages.some((page) => page.messages.some((m) => m.id === message.id));
	if (present) {
		return {
			...data,
			pages: data.pages.map((page) => ({
				...page,
				messages: page.messages.map((m) => (m.id === message.id ? { ...m, ...message } : m)),
			})),
		};
	}
	const [newest, ...older] = data.pages as [MessagesPageView, ...MessagesPageView[]];
	const messages = [...newest.messages, message].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
	return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Replaces a message already loaded (staff hid or restored it); one not loaded is read when scrolled to. */
export function withReplacedMessage(data: MessagesCache | undefined, message: MessageView): MessagesCache | undefined {
	if (!data) return data;
	return {
		...data,
		pages: data.pages.map((page) => ({
			...page,
			messages: page.messages.map((m) => (m.id !== null && m.id === message.id ? message : m)),
		})),
	};
}

/** Puts an offer's new state on the message that carries it. */
export function withOffer(data: MessagesCache | undefined, offer: OfferView): MessagesCache | undefined {
	if (!data) return data;
	return {
		...data,
		pages: data.pages.map((page) => ({
			...page,
			messages: page.messages.map((m) => (m.offer && m.offer.id === offer.id ? { ...m, offer } : m)),
		})),
	};
}

export function addMessageToCache(queryClient: QueryClient, conversationId: number, message: MessageView): void {
	queryClient.setQueryData<MessagesCache>(messagesKey(conversationId), (data) => withMessage(data, message));
}

export function replaceMessageInCache(queryClient: QueryClient, conversationId: number, message: MessageView): void {
	queryClient.setQueryData<MessagesCache>(messagesKey(conversationId), (data) => withReplacedMessage(data, message));
}

export function updateOfferInCache(queryClient: QueryClient, conversationId: number, offer: OfferView): void {
	queryClient.setQueryData<MessagesCache>(messagesKey(conversationId), (data) => withOffer(data, offer));
}

/** Everything the chat shows, read again: tRPC's chat queries and the chat's own keys (messages, typing). */
export function reloadChat(queryClient: QueryClient): void {
	void queryClient.invalidateQueries(trpc.chat.pathFilter());
	void queryClient.invalidateQueries({ queryKey: ['chat'] });
}
