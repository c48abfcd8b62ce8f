import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../lib/links';

const OUTCOMES = {
	success: { icon: IconCheck, color: 'teal' },
	failed: { icon: IconX, color: 'red' },
} as const;

/** Where the payment provider sends the user back: /payment-success or /payment-failed. */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'failed' }) {
	const { t } = useTranslation();
	const { icon: Icon, color } = OUTCOMES[outcome];
	return (
		<Card
			withBorder
			radius="lg"
			padding="xl"
			maw={520}
			mx="auto"
			mt={{ base: 'md', sm: 48 }}
			data-testid={`payment-${outcome}`}
			// A failure is announced at once; a success is good news that can wait its turn.
			role={outcome === 'failed' ? 'alert' : 'status'}
		>
			<Stack align="center" ta="center" gap="md">
				<ThemeIcon size={72} radius={999} variant="light" color={color}>
					<Icon size={40} stroke={2} aria-hidden />
				</ThemeIcon>
				<Title order={1} fz="h2">
					{t(`pages.payment.${outcome}.title`)}
				</Title>
				<Text c="dimmed">{t(`pages.payment.${outcome}.body`)}</Text>
				<ButtonLink to="/" size="md" mt="sm">
					{t('pages.payment.goHome')}
				</ButtonLink>
			</Stack>
		</Card>
	);
}
