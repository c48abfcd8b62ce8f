import { MESSAGE_PRICE_CENTS, UNLIMITED_CHAT_PLAN_ID } from '@edge/api/chat-kinds';
import { formatDop } from '@edge/i18n/format';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import type { ChatAccessView } from './chat-types';

interface CostLineProps {
	access: ChatAccessView;
	/** Starts a top-up of the chat balance (blocked customers only). */
	onTopUp?: () => void;
	topUpLoading?: boolean;
}

/** The messaging plan's card on /pricingTable: the page scrolls to it and marks it. */
export const UNLIMITED_PLAN_HASH = `plan-${UNLIMITED_CHAT_PLAN_ID}`;

/** Above the composer: what the next message costs, or why it cannot be sent and the ways out. */
export function CostLine({ access, onTopUp, topUpLoading }: CostLineProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	if (access.kind === 'blocked') {
		return (
			<Alert color="orange" variant="light" icon={<IconLock aria-hidden />} data-testid="chat-cost-blocked">
				<Stack gap={4}>
					<Text fw={600} fz="sm">
						{t('chat.page.cost.trialOver')}
					</Text>
					<Text fz="sm">{t('chat.page.cost.subscribe')}</Text>
					<Anchor
						component={Link}
						to="/pricingTable"
						hash={UNLIMITED_PLAN_HASH}
						fz="sm"
						data-testid="chat-subscribe-link"
					>
						{t('chat.page.cost.learnMore')}
					</Anchor>
					{onTopUp && (
						<Button
							size="xs"
							variant="light"
							w="fit-content"
							mt={4}
							loading={topUpLoading}
							onClick={onTopUp}
							data-testid="chat-top-up"
						>
							{t('chat.page.cost.topUp')}
						</Button>
					)}
				</Stack>
			</Alert>
		);
	}
	const text =
		access.kind === 'trial'
			? t('chat.page.cost.trial', { count: access.daysLeft })
			: access.kind === 'plan'
				? t('chat.page.cost.plan')
				: access.kind === 'balance'
					? t('chat.page.cost.balance', { balance: formatDop(access.balanceCents, language) })
					: t('chat.page.cost.free');
	const line = (
		<Text fz="xs" c="dimmed" data-testid="chat-cost-line" data-kind={access.kind}>
			{text}
		</Text>
	);
	if (access.kind !== 'trial') return line;
	// The price is said before it applies: what the trial's end brings, and the plan that avoids it.
	return (
		<Stack gap={0} style={{ minWidth: 0 }}>
			{line}
			<Text fz="xs" c="dimmed" data-testid="chat-cost-after-trial">
				{t('chat.page.cost.afterTrial', {
					cents: MESSAGE_PRICE_CENTS,
					price: formatDop(MESSAGE_PRICE_CENTS, language),
				})}{' '}
				<Anchor
					component={Link}
					to="/pricingTable"
					hash={UNLIMITED_PLAN_HASH}
					fz="xs"
					// Inside a sentence a link is told apart by more than its colour (axe link-in-text-block).
					underline="always"
					data-testid="chat-unlimited-plan-link"
				>
					{t('chat.page.cost.afterTrialLink')}
				</Anchor>
			</Text>
		</Stack>
	);
}
