import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useRef } from 'react';
import { useStreamRetry } from '../../lib/stream-retry';
import { trpc, trpcClient } from '../../lib/trpc';
import { addMessageToCache, reloadChat, replaceMessageInCache, typingKey, updateOfferInCache } from './chat-cache';
import type { ChatLiveEvent } from './chat-types';

/** What the typing hint reads: who typed, and when (the hint fades a few seconds later). */
export interface TypingMark {
	userId: string;
	at: number;
}

/**
 * The signed-in user's chat stream, written into the React Query caches the pages read: messages,
 * offers, marks, typing, blocks, the inbox and the unread count. One stream per tab (the header
 * mounts it); after a dropped connection tRPC's link resumes from the last tracked id.
 */
export function useChatLive(myId: string) {
	const queryClient = useQueryClient();
	/** The stream said 'ready' once already: the pages loaded what they show after it started. */
	const started = useRef(false);

	/** Whether a cached conversation page already knows this conversation (it exists). */
	function conversationCached(conversationId: number): boolean {
		return queryClient
			.getQueriesData<{ conversation: { id: number } | null }>({ queryKey: trpc.chat.conversation.queryKey() })
			.some(([, state]) => state?.conversation?.id === conversationId);
	}

	function apply(event: ChatLiveEvent) {
		switch (event.type) {
			case 'message': {
				const { conversationId, message } = event.payload;
				addMessageToCache(queryClient, conversationId, message);
				void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
				if (message.senderId !== myId) {
					void queryClient.invalidateQueries(trpc.chat.unreadCount.pathFilter());
					queryClient.removeQueries({ queryKey: typingKey(conversationId) });
					// Reached this device: delivered (read is the open conversation's call).
					if (message.id !== null) {
						trpcClient.chat.markDelivered.mutate({ conversationId, upToId: message.id }).catch(() => undefined);
					}
				} else if (!conversationCached(conversationId)) {
					// My first message may have created the conversation another tab shows as empty.
					void queryClient.invalidateQueries(trpc.chat.conversation.pathFilter());
				}
				break;
			}
			case 'messageModerated':
				// Staff hid or restored a message: it changes in place (a placeholder for the other
				// person), and the inbox's last message may be it.
				replaceMessageInCache(queryClient, event.payload.conversationId, event.payload.message);
				void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
				break;
			case 'offer':
				updateOfferInCache(queryClient, event.payload.conversationId, event.payload.offer);
				break;
			case 'read':
			case 'delivered': {
				const { conversationId, upToId } = event.payload;
				const byOther = event.type === 'read' ? event.payload.readerId !== myId : event.payload.recipientId !== myId;
				queryClient.setQueriesData({ queryKey: trpc.chat.conversation.queryKey() }, (state: unknown) => {
					const current = state as { conversation: { id: number; [key: string]: unknown } | null } | undefined;
					if (!current?.conversation || current.conversation.id !== conversationId) return state;
					const field = byOther
						? event.type === 'read'
							? 'otherReadId'
							: 'otherDeliveredId'
						: event.type === 'read'
							? 'myReadId'
							: null;
					if (!field) return state;
					const previous = Number(current.conversation[field] ?? 0);
					return { ...current, conversation: { ...current.conversation, [field]: Math.max(previous, upToId) } };
				});
				// A conversation read already on its way may predate this mark: fetch it again after.
				if (queryClient.isFetching({ queryKey: trpc.chat.conversation.queryKey() }) > 0) {
					void queryClient.invalidateQueries(trpc.chat.conversation.pathFilter());
				}
				if (event.type === 'read') {
					void queryClient.invalidateQueries(trpc.chat.unreadCount.pathFilter());
					void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
				}
				break;
			}
			case 'typing':
				if (event.payload.userId !== myId) {
					queryClient.setQueryData<TypingMark>(typingKey(event.payload.conversationId), {
						userId: event.payload.userId,
						at: Date.now(),
					});
				}
				break;
			case 'blocked':
			case 'unblocked':
				void queryClient.invalidateQueries(trpc.chat.conversation.pathFilter());
				break;
			case 'ready':
				// A reconnect the server could not replay whole (events past their retention): reload
				// what the chat shows instead of missing what happened meanwhile.
				if (started.current && !event.payload.resumed) {
					reloadChat(queryClient);
				}
				started.current = true;
				break;
		}
	}

	const subscription = useSubscription(
		trpc.chat.events.subscriptionOptions(undefined, {
			onData: (data) => {
				// Stored events come tracked ({ id, data }); transient ones (typing) bare.
				const event = ('data' in data && 'id' in data ? data.data : data) as ChatLiveEvent;
				apply(event);
			},
		}),
	);
	// Refused because too many streams are open (other tabs): try again later, with backoff.
	useStreamRetry(subscription);
	return subscription;
}
