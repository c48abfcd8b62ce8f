import type { ChargeRate, Money } from '@edge/api/client';
import { formatDate } from '@edge/i18n/format';
import { Box, Button, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import type { MessageView } from './chat-types';
import { MessageBubble } from './message-bubble';
import { markOf, relativeDay, withDaySeparators } from './message-days';
import { type OfferAction, OfferCard } from './offer-card';

interface MessageListProps {
	messages: readonly MessageView[];
	myId: string;
	otherDeliveredId: number;
	otherReadId: number;
	hasOlder: boolean;
	loadingOlder: boolean;
	onLoadOlder: () => void;
	onRetry: (clientId: string) => void;
	offerBusy: { offerId: number; action: OfferAction } | null;
	onOfferAction: (offerId: number, action: OfferAction, expectedCharge?: Money) => void;
	/** payments.chargeRate for the offers' pay step (undefined until known). */
	chargeRate?: ChargeRate | null;
	onReceipt: (offerId: number) => void;
}

/**
 * The conversation, oldest at the top, with a separator per day. Scrolling to the top loads older
 * messages, keeping the view where it was; a new message at the bottom scrolls into view.
 */
export function MessageList(props: MessageListProps) {
	const { messages, myId, hasOlder, loadingOlder, onLoadOlder } = props;
	const { t } = useTranslation();
	const language = useLanguage();
	const scroller = useRef<HTMLDivElement>(null);
	const top = useRef<HTMLDivElement>(null);
	const previous = useRef({ first: null as string | null, last: null as string | null, height: 0 });
	const now = new Date();

	// Older page prepended: keep the same message under the eye. New message appended: go to the bottom.
	useLayoutEffect(() => {
		const element = scroller.current;
		if (!element) return;
		const first = messages[0]?.clientId ?? null;
		const last = messages.at(-1)?.clientId ?? null;
		const before = previous.current;
		if (before.first !== null && first !== before.first && last === before.last) {
			element.scrollTop += element.scrollHeight - before.height;
		} else if (last !== before.last) {
			element.scrollTop = element.scrollHeight;
		}
		previous.current = { first, last, height: element.scrollHeight };
	}, [messages]);

	useEffect(() => {
		const sentinel = top.current;
		if (!sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting) && !loadingOlder) onLoadOlder();
		});
		observer.observe(sentinel);
		return () => observer.disconnect();
	}, [hasOlder, loadingOlder, onLoadOlder]);

	return (
		<Box ref={scroller} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} px={4} data-testid="chat-messages">
			<div ref={top} />
			{hasOlder && (
				<Center py="xs">
					{loadingOlder ? (
						<Loader size="sm" />
					) : (
						<Button variant="subtle" size="xs" onClick={onLoadOlder} data-testid="chat-load-older">
							{t('chat.page.conversation.loadOlder')}
						</Button>
					)}
				</Center>
			)}
			{messages.length === 0 && (
				<Text c="dimmed" ta="center" py="xl" data-testid="chat-empty">
					{t('chat.page.conversation.empty')}
				</Text>
			)}
			<Stack gap={6} py="xs">
				{withDaySeparators(messages).map((row) => {
					if (row.type === 'day') {
						const relative = relativeDay(row.day, now);
						return (
							<Divider
								key={`day-${row.day}`}
								label={relative ? t(`chat.page.conversation.${relative}`) : formatDate(row.day, language)}
								labelPosition="center"
								data-testid="chat-day"
							/>
						);
					}
					const message = row.message;
					const mine = message.senderId === myId;
					const offer = message.offer;
					const busy = offer && props.offerBusy?.offerId === offer.id ? props.offerBusy.action : null;
					return (
						<MessageBubble
							key={message.clientId}
							message={message}
							mine={mine}
							mark={
								mine
									? message.local === 'sending' || message.local === 'waiting'
										? message.local
										: markOf(message, props.otherDeliveredId, props.otherReadId)
									: undefined
							}
							onRetry={
								message.local === 'failed' && !message.refusal?.final
									? () => props.onRetry(message.clientId)
									: undefined
							}
						>
							{offer ? (
								<OfferCard
									offer={offer}
									myId={myId}
									busy={busy}
									rate={props.chargeRate}
									onAction={(action, expectedCharge) => props.onOfferAction(offer.id, action, expectedCharge)}
									onReceipt={() => props.onReceipt(offer.id)}
								/>
							) : undefined}
						</MessageBubble>
					);
				})}
			</Stack>
		</Box>
	);
}
