import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

/**
 * What /createEvent shows instead of the form to someone without a plan that unlocks events (the
 * server refuses them too): the spec's 'Action not Allowed', why, and the way to the plans.
 */
export function ActionNotAllowed() {
	const { t } = useTranslation();
	return (
		<Card withBorder radius="lg" p="xl" data-testid="event-action-not-allowed">
			<Stack gap="sm" align="flex-start">
				<ThemeIcon size={44} radius="xl" variant="light" color="orange">
					<IconLock size={24} aria-hidden />
				</ThemeIcon>
				<Title order={2} fz="xl">
					{t('calendar.errors.actionNotAllowed')}
				</Title>
				<Text c="dimmed">{t('calendar.page.gate.why')}</Text>
				<ButtonLink to="/pricingTable" data-testid="event-see-plans">
					{t('calendar.page.gate.seePlans')}
				</ButtonLink>
			</Stack>
		</Card>
	);
}
