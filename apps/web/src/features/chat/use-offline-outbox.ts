import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { trpc, trpcClient } from '../../lib/trpc';
import { addMessageToCache } from './chat-cache';
import type { MessageView, SendRefusal } from './chat-types';
import {
	listOutbox,
	markOutboxFailed,
	type OutboxMessage,
	putOutboxMessage,
	removeOutboxMessage,
} from './offline-outbox';
import { createOutboxFlusher, type FlushResult } from './outbox-flush';
import { refusalOf } from './send-refusal';

/** The stored message chat.send answers. */
export type SentMessage = Awaited<ReturnType<typeof trpcClient.chat.send.mutate>>;

export const outboxKey = (myId: string) => ['chat', 'outbox', myId] as const;

/** The user's waiting messages as React Query holds them; read from IndexedDB even offline. */
export const outboxQueryOptions = (myId: string) => ({
	queryKey: outboxKey(myId),
	queryFn: () => listOutbox(myId),
	// The default ('online') would pause this query offline, exactly when it matters.
	networkMode: 'always' as const,
	staleTime: Number.POSITIVE_INFINITY,
});

export function useOutbox(myId: string): OutboxMessage[] {
	return useQuery(outboxQueryOptions(myId)).data ?? [];
}

/** A waiting message as the conversation draws it. */
export function outboxView(message: OutboxMessage): MessageView {
	return {
		id: null,
		clientId: message.clientId,
		senderId: message.senderId,
		kind: 'text',
		body: message.body,
		createdAt: message.createdAt,
		local: message.failed ? 'failed' : 'waiting',
		refusal: message.failed ? message.refusal : undefined,
	};
}

const CHANGED = 'edge-chat-outbox-changed';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('edge-chat-outbox');

/** Tells this tab's flusher (and, with `otherTabs`, the other tabs) that the outbox changed. */
function announce(otherTabs: boolean): void {
	window.dispatchEvent(new Event(CHANGED));
	if (otherTabs) channel?.postMessage('changed');
}

function updateOutboxCache(
	queryClient: QueryClient,
	myId: string,
	change: (messages: OutboxMessage[]) => OutboxMessage[],
): void {
	queryClient.setQueryData<OutboxMessage[]>(outboxKey(myId), (messages) => change(messages ?? []));
}

/** Keeps a message for later: shown at once as waiting, sent when the connection returns. */
export async function queueMessage(queryClient: QueryClient, message: OutboxMessage): Promise<void> {
	await putOutboxMessage(message);
	updateOutboxCache(queryClient, message.senderId, (messages) => [
		...messages.filter((item) => item.clientId !== message.clientId),
		message,
	]);
	announce(true);
}

export async function setOutboxFailed(
	queryClient: QueryClient,
	message: OutboxMessage,
	failed: boolean,
	refusal?: SendRefusal,
): Promise<void> {
	await markOutboxFailed(message.clientId, failed, refusal);
	const marked = { failed, refusal: failed ? refusal : undefined };
	updateOutboxCache(queryClient, message.senderId, (messages) =>
		messages.map((item) => (item.clientId === message.clientId ? { ...item, ...marked } : item)),
	);
	if (!failed) announce(true);
}

export async function dropFromOutbox(queryClient: QueryClient, myId: string, clientId: string): Promise<void> {
	await removeOutboxMessage(clientId);
	updateOutboxCache(queryClient, myId, (messages) => messages.filter((item) => item.clientId !== clientId));
}

/** What every stored send updates: the conversation's messages, the balance, the inbox. */
export async function settleSent(queryClient: QueryClient, otherUserId: string, stored: SentMessage): Promise<void> {
	addMessageToCache(queryClient, stored.conversationId, stored);
	const conversation = queryClient.getQueryData(trpc.chat.conversation.queryKey({ otherUserId }));
	await Promise.all([
		queryClient.invalidateQueries(trpc.chat.billing.pathFilter()),
		queryClient.invalidateQueries(trpc.chat.inbox.pathFilter()),
		// The first message creates the conversation. Later ones leave it alone: a refetch that
		// starts now could answer after a live read mark and put an older mark back.
		conversation?.conversation
			? undefined
			: queryClient.invalidateQueries(trpc.chat.conversation.queryFilter({ otherUserId })),
	]);
}

/** Waits after a failed flush while the browser says it is online (the server may be down). */
const RETRY_MS = [5_000, 15_000, 60_000];

const flushers = new Map<string, ReturnType<typeof createOutboxFlusher<SentMessage>>>();

/**
 * Sends the signed-in user's waiting messages: when the tab starts (messages left from an earlier
 * session), when the browser comes back online, when this or another tab queues one, and again
 * after a while when a flush met a network failure although the browser says it is online.
 * Mounted once per tab (the header), next to the chat stream.
 */
export function useOutboxFlush(myId: string, enabled: boolean): void {
	const queryClient = useQueryClient();
	useEffect(() => {
		if (!enabled) return;
		let flusher = flushers.get(myId);
		if (!flusher) {
			flusher = createOutboxFlusher<SentMessage>({
				list: () => listOutbox(myId),
				send: (message) =>
					trpcClient.chat.send.mutate({
						otherUserId: message.otherUserId,
						clientId: message.clientId,
						body: message.body,
					}),
				onSent: (message, stored) => {
					void settleSent(queryClient, message.otherUserId, stored);
					if (stored.chargedCents > 0) notify.success(i18n.t('chat.page.composer.charged'));
				},
				remove: (clientId) => dropFromOutbox(queryClient, myId, clientId),
				markFailed: (clientId, error) => {
					const refusal = refusalOf(error);
					return markOutboxFailed(clientId, true, refusal).then(() =>
						updateOutboxCache(queryClient, myId, (messages) =>
							messages.map((item) => (item.clientId === clientId ? { ...item, failed: true, refusal } : item)),
						),
					);
				},
			});
			flushers.set(myId, flusher);
		}
		const current = flusher;
		let timer: ReturnType<typeof setTimeout> | undefined;
		let failures = 0;
		let stopped = false;

		function settle(result: FlushResult) {
			if (stopped) return;
			if (result.sent > 0 || result.refused > 0) channel?.postMessage('changed');
			clearTimeout(timer);
			if (!result.interrupted) {
				failures = 0;
				return;
			}
			if (!navigator.onLine) return; // the online event flushes again
			const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
			failures++;
			timer = setTimeout(flush, wait);
		}
		function flush() {
			if (!navigator.onLine) return;
			current.flush().then(settle, () => undefined);
		}
		function fromOtherTab() {
			void queryClient.invalidateQueries({ queryKey: outboxKey(myId) });
			flush();
		}

		flush();
		window.addEventListener('online', flush);
		window.addEventListener(CHANGED, flush);
		channel?.addEventListener('message', fromOtherTab);
		return () => {
			stopped = true;
			clearTimeout(timer);
			window.removeEventListener('online', flush);
			window.removeEventListener(CHANGED, flush);
			channel?.removeEventListener('message', fromOtherTab);
		};
	}, [myId, enabled, queryClient]);
}
