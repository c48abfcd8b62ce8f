import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc, trpcClient } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import type { MessageView, SendRefusal } from './chat-types';
import { isNetworkFailure } from './outbox-flush';
import { refusalOf } from './send-refusal';
import {
	dropFromOutbox,
	outboxView,
	queueMessage,
	type SentMessage,
	setOutboxFailed,
	settleSent,
	useOutbox,
} from './use-offline-outbox';

/** Why a send failed, in words: the server's reason when it gave one, else the spec's text. */
function failureText(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
	if (error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED')
		return t('chat.page.composer.notSignedIn');
	if (
		error instanceof TRPCClientError &&
		typeof error.data?.i18nKey === 'string' &&
		error.data.i18nKey !== 'errors.badRequest'
	) {
		return translateError(error, t);
	}
	return t('chat.page.composer.sendFailed');
}

/**
 * Sending with an outbox: each message gets a browser-made id once, shows at once as "sending",
 * and a retry reuses that id, so the server stores and charges it once however often it is sent.
 * Without a connection (the browser says offline, or the send never reached the server) the message
 * goes to the offline outbox (IndexedDB) instead, shown as waiting for the connection, and the
 * header's flusher sends it when the connection returns (use-offline-outbox.ts).
 */
export function useChatSender({ myId, otherUserId }: { myId: string; otherUserId: string }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [pending, setPending] = useState<MessageView[]>([]);
	const waiting = useOutbox(myId).filter((item) => item.otherUserId === otherUserId);

	const patch = (clientId: string, local: MessageView['local'] | null, refusal?: SendRefusal) =>
		setPending((items) =>
			local === null
				? items.filter((item) => item.clientId !== clientId)
				: items.map((item) => (item.clientId === clientId ? { ...item, local, refusal } : item)),
		);

	/** A block refused it: read the conversation again, so the page shows the block instead of the composer. */
	function refused(refusal: SendRefusal | undefined): void {
		if (!refusal?.final) return;
		void queryClient.invalidateQueries(trpc.chat.conversation.queryFilter({ otherUserId }));
		void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
	}

	/** Into the offline outbox; false when this browser cannot keep it (no IndexedDB). */
	async function keep(clientId: string, body: string, createdAt: string): Promise<boolean> {
		try {
			await queueMessage(queryClient, { clientId, senderId: myId, otherUserId, body, createdAt });
			return true;
		} catch {
			return false;
		}
	}

	async function stored(message: SentMessage): Promise<void> {
		const settled = settleSent(queryClient, otherUserId, message);
		if (message.chargedCents > 0) notify.success(t('chat.page.composer.charged'));
		await settled;
	}

	async function deliver(clientId: string, body: string, createdAt: string): Promise<void> {
		try {
			const message = await trpcClient.chat.send.mutate({ otherUserId, clientId, body });
			const settled = stored(message);
			patch(clientId, null);
			await settled;
		} catch (error) {
			if (isNetworkFailure(error) && (await keep(clientId, body, createdAt))) {
				patch(clientId, null);
				return;
			}
			const refusal = refusalOf(error);
			patch(clientId, 'failed', refusal);
			refused(refusal);
			throw new Error(failureText(error, t));
		}
	}

	async function send(body: string): Promise<void> {
		const clientId = crypto.randomUUID();
		const createdAt = new Date().toISOString();
		// Behind messages still waiting, a new one waits too: they go in the order they were written.
		const queued = !navigator.onLine || waiting.some((item) => !item.failed);
		if (queued && (await keep(clientId, body, createdAt))) return;
		setPending((items) => [
			...items,
			{ id: null, clientId, senderId: myId, kind: 'text', body, createdAt, local: 'sending' },
		]);
		await deliver(clientId, body, createdAt);
	}

	/** A refused message sent again: from this page's list, or from the offline outbox. */
	async function retry(clientId: string): Promise<void> {
		const item = pending.find((candidate) => candidate.clientId === clientId);
		if (item) {
			patch(clientId, 'sending');
			await deliver(clientId, item.body, new Date(item.createdAt).toISOString());
			return;
		}
		const kept = waiting.find((candidate) => candidate.clientId === clientId);
		if (!kept) return;
		if (!navigator.onLine) {
			await setOutboxFailed(queryClient, kept, false);
			return;
		}
		try {
			const message = await trpcClient.chat.send.mutate({ otherUserId, clientId, body: kept.body });
			const settled = stored(message);
			await dropFromOutbox(queryClient, myId, clientId);
			await settled;
		} catch (error) {
			if (isNetworkFailure(error)) {
				await setOutboxFailed(queryClient, kept, false);
				return;
			}
			const refusal = refusalOf(error);
			await setOutboxFailed(queryClient, kept, true, refusal);
			refused(refusal);
			throw new Error(failureText(error, t));
		}
	}

	// One entry per clientId (a message moving into the outbox is briefly in both), oldest first.
	const seen = new Set<string>();
	const outbox = [...pending, ...waiting.map(outboxView)]
		.filter((item) => !seen.has(item.clientId) && Boolean(seen.add(item.clientId)))
		.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());

	return { outbox, send, retry };
}
