import type { ChargeRate, Money } from '@edge/api/client';
import { formatDate, formatDop } from '@edge/i18n/format';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { chargeTexts, quoteCharge } from '../../lib/charge';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../shell/confirm-dialog';
import type { OfferView } from './chat-types';

export type OfferAction = 'accept' | 'reject' | 'withdraw' | 'pay';

const STATUS_COLOR = {
	pending: 'yellow',
	accepted: 'teal',
	rejected: 'red',
	withdrawn: 'gray',
	paid: 'green',
} as const;

/** What the signed-in user may do with an offer; the server checks the same rules. */
export function offerActions(offer: OfferView, myId: string): OfferAction[] {
	if (offer.paidAt) return [];
	if (offer.status === 'pending')
		return myId === offer.customerId ? ['accept', 'reject'] : myId === offer.freelancerId ? ['withdraw'] : [];
	if (offer.status === 'accepted' && myId === offer.customerId) return ['pay'];
	return [];
}

interface OfferCardProps {
	offer: OfferView;
	myId: string;
	busy?: OfferAction | null;
	/**
	 * payments.chargeRate, for the pay step: what PayPal will charge for the offer's DOP$ price.
	 * Undefined while unknown, null when PayPal cannot be paid now: either way paying waits.
	 */
	rate?: ChargeRate | null;
	/** `expectedCharge` comes with 'pay': what the card said PayPal would charge. */
	onAction: (action: OfferAction, expectedCharge?: Money) => void;
	onReceipt?: () => void;
}

/** An offer inside the conversation: price, delivery, task, state and the user's next step. */
export function OfferCard({ offer, myId, busy, rate, onAction, onReceipt }: OfferCardProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const [confirming, setConfirming] = useState<'reject' | 'withdraw' | null>(null);
	const status = offer.paidAt ? 'paid' : offer.status;
	const actions = offerActions(offer, myId);
	// The pay step says what PayPal charges, in the currency charged, before the buyer goes there.
	const quote = actions.includes('pay') && rate ? quoteCharge(offer.priceCents, rate) : null;

	function press(action: OfferAction) {
		// Rejecting and withdrawing cannot be undone: ask first.
		if (action === 'reject' || action === 'withdraw') setConfirming(action);
		else if (action === 'pay') {
			if (quote) onAction('pay', quote.charged);
		} else onAction(action);
	}

	return (
		<Card withBorder radius="lg" padding="sm" w={280} maw="100%" data-testid="offer-card" data-status={status}>
			<Stack gap={6}>
				<Group justify="space-between" wrap="nowrap">
					<Text fw={600} fz="sm">
						{t('chat.page.offer.card')}
					</Text>
					<Badge color={STATUS_COLOR[status]} variant="light" data-testid="offer-status">
						{t(`chat.page.offer.status.${status}`)}
					</Badge>
				</Group>
				<Text fw={700} fz="lg">
					{formatDop(offer.priceCents, language)}
				</Text>
				<Text fz="xs" c="dimmed">
					{t('chat.page.offer.deliveryDays', { count: offer.deliveryDays })}
				</Text>
				<Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
					{offer.description}
				</Text>
				{offer.paidAt && (
					<Group justify="space-between">
						<Text fz="xs" c="dimmed">
							{t('chat.page.offer.paidOn', { date: formatDate(new Date(offer.paidAt), language) })}
						</Text>
						{onReceipt && (
							<Button size="compact-xs" variant="subtle" onClick={onReceipt} data-testid="offer-receipt">
								{t('chat.page.offer.receipt')}
							</Button>
						)}
					</Group>
				)}
				{actions.includes('pay') &&
					(quote ? (
						<Text fz="xs" fw={600} data-testid="offer-charge">
							{t('chat.page.offer.charge', { ...chargeTexts(quote, language, t, 'chat.page.charge') })}
						</Text>
					) : (
						rate === null && (
							<Text fz="xs" c="red.8" data-testid="offer-pay-unavailable">
								{t('chat.page.charge.unavailable')}
							</Text>
						)
					))}
				{actions.length > 0 && (
					<Group gap="xs" justify="flex-end">
						{actions.map((action) => (
							<Button
								key={action}
								size="xs"
								variant={action === 'reject' || action === 'withdraw' ? 'default' : 'filled'}
								loading={busy === action}
								disabled={(Boolean(busy) && busy !== action) || (action === 'pay' && !quote)}
								onClick={() => press(action)}
								data-testid={`offer-${action}`}
							>
								{t(`chat.page.offer.${action}`)}
							</Button>
						))}
					</Group>
				)}
			</Stack>
			<ConfirmDialog
				testId="chat-confirm"
				cancelLabel={t('chat.page.offer.keep')}
				opened={confirming !== null}
				title={confirming ? t(`chat.page.offer.${confirming}`) : ''}
				body={confirming === 'withdraw' ? t('chat.page.offer.confirmWithdraw') : t('chat.page.offer.confirmReject')}
				confirmLabel={confirming ? t(`chat.page.offer.${confirming}`) : ''}
				onConfirm={() => {
					if (confirming) onAction(confirming);
					setConfirming(null);
				}}
				onClose={() => setConfirming(null)}
			/>
		</Card>
	);
}
