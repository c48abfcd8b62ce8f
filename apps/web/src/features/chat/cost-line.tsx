import { formatDop } from '@edge/i18n/format';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import type { ChatAccessView } from './chat-types';

interface CostLineProps {
	access: ChatAccessView;
	/** Starts a top-up of the chat balance (blocked customers only). */
	onTopUp?: () => void;
	topUpLoading?: boolean;
}

/** Above the composer: what the next message costs, or why it cannot be sent and the ways out. */
export function CostLine({ access, onTopUp, topUpLoading }: CostLineProps) {
	const { t } = useTranslation();
	if (access.kind === 'blocked') {
		return (
			<Alert color="orange" variant="light" icon={<IconLock aria-hidden />} data-testid="chat-cost-blocked">
				<Stack gap={4}>
					<Text fw={600} fz="sm">
						{t('chat.page.cost.trialOver')}
					</Text>
					<Text fz="sm">{t('chat.page.cost.subscribe')}</Text>
					<Anchor component={Link} to="/pricingTable" fz="sm" data-testid="chat-subscribe-link">
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
					? t('chat.page.cost.balance', { balance: formatDop(access.balanceCents, currentLanguage()) })
					: t('chat.page.cost.free');
	return (
		<Text fz="xs" c="dimmed" data-testid="chat-cost-line" data-kind={access.kind}>
			{text}
		</Text>
	);
}
