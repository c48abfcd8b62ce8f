import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc, trpcClient } from '../../lib/trpc';
import { addMessageToCache } from './chat-cache';
import type { MessageView } from './chat-types';

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
 */
export function useChatSender({ myId, otherUserId }: { myId: string; otherUserId: string }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [outbox, setOutbox] = useState<MessageView[]>([]);

	const patch = (clientId: string, local: MessageView['local'] | null) =>
		setOutbox((items) =>
			local === null
				? items.filter((item) => item.clientId !== clientId)
				: items.map((item) => (item.clientId === clientId ? { ...item, local } : item)),
		);

	async function deliver(clientId: string, body: string): Promise<void> {
		try {
			const stored = await trpcClient.chat.send.mutate({ otherUserId, clientId, body });
			addMessageToCache(queryClient, stored.conversationId, stored);
			patch(clientId, null);
			if (stored.chargedCents > 0) notify.success(t('chat.page.composer.charged'));
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
		} catch (error) {
			patch(clientId, 'failed');
			throw new Error(failureText(error, t));
		}
	}

	async function send(body: string): Promise<void> {
		const clientId = crypto.randomUUID();
		setOutbox((items) => [
			...items,
			{ id: null, clientId, senderId: myId, kind: 'text', body, createdAt: new Date().toISOString(), local: 'sending' },
		]);
		await deliver(clientId, body);
	}

	async function retry(clientId: string): Promise<void> {
		const item = outbox.find((candidate) => candidate.clientId === clientId);
		if (!item) return;
		patch(clientId, 'sending');
		await deliver(clientId, item.body);
	}

	return { outbox, send, retry };
}
