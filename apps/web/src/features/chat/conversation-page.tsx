import type { Money } from '@edge/api/client';
import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileDollar } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { trpc, trpcClient } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { addMessageToCache, flattenMessages, type MessagesCache, messagesKey, updateOfferInCache } from './chat-cache';
import type { ChatAccessView } from './chat-types';
import { Composer } from './composer';
import { ConversationTopBar } from './conversation-top-bar';
import { CostLine } from './cost-line';
import { MessageList } from './message-list';
import { type OfferAction, offerActions } from './offer-card';
import { OfferModal } from './offer-modal';
import { OfferReceiptModal } from './offer-receipt-modal';
import { translatePaymentError } from './payment-error';
import { TopUpModal } from './top-up-modal';
import { useChatSender } from './use-chat-sender';
import { useNotificationsBelow } from './use-notifications-below';
import { type PaymentReturn, usePaymentReturn } from './use-payment-return';
import { useTyping } from './use-typing';

const PAGE_SIZE = 30;

/** /chat/$freelancerId: the conversation with one person (their user id), live. */
export function ConversationPage({ otherUserId, search }: { otherUserId: string; search: PaymentReturn }) {
	const { t } = useTranslation();
	const { user } = useSession();
	const myId = user?.id ?? '';
	const queryClient = useQueryClient();
	const state = useQuery(trpc.chat.conversation.queryOptions({ otherUserId }));
	const conversationId = state.data?.conversation?.id ?? null;
	useDocumentTitle(
		state.data
			? t('chat.page.titles.conversation', { name: state.data.other.name })
			: t('chat.page.titles.conversationFallback'),
	);
	usePaymentReturn(otherUserId, search);

	const pages = useInfiniteQuery({
		queryKey: messagesKey(conversationId ?? 0),
		queryFn: ({ pageParam }) =>
			trpcClient.chat.messages.query({ conversationId: conversationId ?? 0, before: pageParam, limit: PAGE_SIZE }),
		initialPageParam: null as number | null,
		getNextPageParam: (page) => page.olderCursor,
		enabled: conversationId !== null,
		// The live stream keeps it current.
		staleTime: Number.POSITIVE_INFINITY,
	});
	const access = useQuery(trpc.chat.billing.access.queryOptions({ otherUserId }));
	const sender = useChatSender({ myId, otherUserId });
	const { typing, iAmTyping } = useTyping(conversationId);
	const [text, setText] = useState('');
	const [offerOpen, setOfferOpen] = useState(false);
	const [offerBusy, setOfferBusy] = useState<{ offerId: number; action: OfferAction } | null>(null);
	const [receiptId, setReceiptId] = useState<number | null>(null);
	const [topUpOpen, setTopUpOpen] = useState(false);
	const [topUpLoading, setTopUpLoading] = useState<number | null>(null);
	const [menuBusy, setMenuBusy] = useState(false);
	const [topBar, setTopBar] = useState<HTMLDivElement | null>(null);
	useNotificationsBelow(topBar);

	const stored = flattenMessages(pages.data as MessagesCache | undefined);
	const messages = useMemo(() => {
		const storedIds = new Set(stored.map((message) => message.clientId));
		return [...stored, ...sender.outbox.filter((item) => !storedIds.has(item.clientId))];
	}, [stored, sender.outbox]);
	// The rate PayPal charges DOP$ at, read only when something here can be paid: a top-up, an offer.
	const payable = stored.some((message) => message.offer && offerActions(message.offer, myId).includes('pay'));
	const chargeRate = useQuery({ ...trpc.payments.chargeRate.queryOptions(), enabled: topUpOpen || payable });
	// Unknown while it loads; a failed read counts as unavailable (nothing is offered at a guessed rate).
	const rate = chargeRate.isError ? null : chargeRate.data;

	// Read what is on screen: the newest message from the other person, once per new message.
	const marks = state.data?.conversation;
	const newestFromOther = [...stored].reverse().find((message) => message.senderId !== myId)?.id ?? 0;
	useEffect(() => {
		if (!conversationId || !marks || newestFromOther <= marks.myReadId || document.visibilityState === 'hidden') return;
		trpcClient.chat.markRead
			.mutate({ conversationId, upToId: newestFromOther })
			.then(() => {
				void queryClient.invalidateQueries(trpc.chat.unreadCount.pathFilter());
				void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
			})
			.catch(() => undefined);
	}, [conversationId, marks, newestFromOther, queryClient]);

	const loadOlder = useCallback(() => {
		if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
	}, [pages]);

	async function retry(clientId: string) {
		const item = sender.outbox.find((candidate) => candidate.clientId === clientId);
		try {
			await sender.retry(clientId);
			if (item && text.trim() === item.body) setText('');
		} catch (error) {
			notify.error(error instanceof Error ? error.message : t('chat.page.composer.sendFailed'));
		}
	}

	async function offerAction(offerId: number, action: OfferAction, expectedCharge?: Money) {
		setOfferBusy({ offerId, action });
		try {
			if (action === 'pay') {
				const started = await trpcClient.chat.offers.pay.mutate({
					offerId,
					operationId: crypto.randomUUID(),
					expectedCharge,
				});
				window.location.assign(started.approveUrl);
				return;
			}
			const offer = await trpcClient.chat.offers[action].mutate({ offerId });
			updateOfferInCache(queryClient, offer.conversationId, offer);
		} catch (error) {
			notify.error(await translatePaymentError(error, t, 'chat.page.offer.actionFailed'));
			// A refusal may mean the rate moved: read it again for the next quote.
			if (action === 'pay') void chargeRate.refetch();
		} finally {
			setOfferBusy(null);
		}
	}

	/** `expectedCharge`: what the dialog said PayPal would charge; the server refuses another amount. */
	async function topUp(amountCents: number, expectedCharge: Money) {
		setTopUpLoading(amountCents);
		try {
			const started = await trpcClient.chat.billing.topUp.mutate({
				amountCents,
				operationId: crypto.randomUUID(),
				otherUserId,
				expectedCharge,
			});
			window.location.assign(started.approveUrl);
		} catch (error) {
			notify.error(await translatePaymentError(error, t, 'chat.page.cost.topUpFailed'));
			void chargeRate.refetch();
			setTopUpLoading(null);
		}
	}

	async function menuAction(run: () => Promise<unknown>, done: string) {
		setMenuBusy(true);
		try {
			await run();
			notify.success(done);
			await queryClient.invalidateQueries(trpc.chat.conversation.queryFilter({ otherUserId }));
		} catch (error) {
			notify.error(translateError(error, t));
		} finally {
			setMenuBusy(false);
		}
	}

	// Only a conversation that could not be read at all is an error page. A refetch that fails (the live
	// stream asks for one on every read mark) keeps the conversation on screen, with the dialog or the
	// text the person has open: React Query keeps the last answer, and the next event reads it again.
	if (state.isLoadingError) {
		return (
			<Stack gap="md" data-testid="chat-conversation-error">
				<Title order={1} fz="h3">
					{t('chat.page.conversation.loadError')}
				</Title>
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
					<Text fz="sm">{translateError(state.error, t)}</Text>
				</Alert>
				<AnchorLink to="/chat">{t('chat.page.conversation.back')}</AnchorLink>
			</Stack>
		);
	}
	if (!state.data || !user) return <ConversationSkeleton />;

	const { other, myRole, blockedByMe, blockedByThem } = state.data;
	const blocked = blockedByMe || blockedByThem;
	const accessView = (access.data ?? null) as ChatAccessView | null;
	const cannotSend = blocked || myRole === null || accessView?.kind === 'blocked';

	return (
		<Stack gap="xs" h="calc(100dvh - var(--app-header-height, 64px) - 2rem)" mih={420} data-testid="chat-conversation">
			<Box ref={setTopBar}>
				<ConversationTopBar
					other={other}
					blockedByMe={blockedByMe}
					canReport={conversationId !== null}
					busy={menuBusy}
					onBlock={() =>
						menuAction(() => trpcClient.chat.block.mutate({ userId: other.userId }), t('chat.page.menu.blocked'))
					}
					onUnblock={() =>
						menuAction(() => trpcClient.chat.unblock.mutate({ userId: other.userId }), t('chat.page.menu.unblocked'))
					}
					onReport={(reason) =>
						conversationId === null
							? Promise.resolve()
							: menuAction(
									() => trpcClient.chat.report.mutate({ conversationId, reason }),
									t('chat.page.menu.reported'),
								)
					}
				/>
			</Box>
			{conversationId !== null && pages.isPending ? (
				<MessagesSkeleton />
			) : (
				<MessageList
					messages={messages}
					myId={myId}
					otherDeliveredId={marks?.otherDeliveredId ?? 0}
					otherReadId={marks?.otherReadId ?? 0}
					hasOlder={Boolean(pages.hasNextPage)}
					loadingOlder={pages.isFetchingNextPage}
					onLoadOlder={loadOlder}
					onRetry={(clientId) => void retry(clientId)}
					offerBusy={offerBusy}
					chargeRate={rate}
					onOfferAction={(offerId, action, expectedCharge) => void offerAction(offerId, action, expectedCharge)}
					onReceipt={setReceiptId}
				/>
			)}
			<Box mih={18}>
				{typing && (
					<Text fz="xs" c="dimmed" fs="italic" data-testid="chat-typing">
						{t('chat.page.conversation.typing', { name: other.name })}
					</Text>
				)}
			</Box>
			{blocked ? (
				<Alert color="gray" variant="light" data-testid="chat-blocked-notice">
					{/* Why, in the words of the refusal a send would get. */}
					{t(blockedByMe ? 'chat.core.youBlocked' : 'chat.core.blockedByThem')}
				</Alert>
			) : myRole === null ? (
				<Alert color="gray" variant="light" data-testid="chat-cannot-start">
					{t('chat.page.conversation.cannotStart')}
				</Alert>
			) : (
				<Stack gap={6}>
					<Group justify="space-between" wrap="nowrap" gap="xs">
						{accessView ? (
							<CostLine access={accessView} onTopUp={() => setTopUpOpen(true)} topUpLoading={topUpLoading !== null} />
						) : (
							<Skeleton height={14} width="50%" />
						)}
						{myRole === 'freelancer' && conversationId !== null && (
							<Button
								size="compact-sm"
								variant="light"
								leftSection={<IconFileDollar size={16} aria-hidden />}
								onClick={() => setOfferOpen(true)}
								data-testid="offer-open"
								style={{ flexShrink: 0 }}
							>
								{t('chat.page.offer.open')}
							</Button>
						)}
					</Group>
					<Composer
						text={text}
						onTextChange={setText}
						onSend={sender.send}
						onTyping={iAmTyping}
						disabled={cannotSend}
					/>
				</Stack>
			)}
			{conversationId !== null && (
				<OfferModal
					opened={offerOpen}
					onClose={() => setOfferOpen(false)}
					onSubmit={async (fields) => {
						try {
							const message = await trpcClient.chat.offers.create.mutate({ conversationId, ...fields });
							addMessageToCache(queryClient, conversationId, message);
						} catch (error) {
							throw new Error(translateError(error, t, 'chat.page.offer.actionFailed'));
						}
					}}
				/>
			)}
			<TopUpModal
				opened={topUpOpen}
				loading={topUpLoading}
				rate={rate}
				onClose={() => setTopUpOpen(false)}
				onChoose={(cents, expectedCharge) => void topUp(cents, expectedCharge)}
			/>
			{receiptId !== null && <OfferReceiptModal offerId={receiptId} onClose={() => setReceiptId(null)} />}
		</Stack>
	);
}

function MessagesSkeleton() {
	return (
		<Stack gap="sm" style={{ flex: 1 }} aria-busy="true" data-testid="chat-messages-loading">
			{[60, 40, 70, 50].map((width, index) => (
				<Group key={width} justify={index % 2 ? 'flex-end' : 'flex-start'}>
					<Skeleton height={32} width={`${width}%`} radius="lg" />
				</Group>
			))}
		</Stack>
	);
}

function ConversationSkeleton() {
	const { t } = useTranslation();
	return (
		<Stack gap="md" aria-busy="true" aria-label={t('common.loading')} data-testid="chat-conversation-loading">
			<Group>
				<Skeleton circle height={40} />
				<Skeleton height={16} width={160} />
			</Group>
			<MessagesSkeleton />
			<Skeleton height={36} radius="md" />
		</Stack>
	);
}
