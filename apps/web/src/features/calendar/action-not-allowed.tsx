import type { ScheduledEventsPlan } from '@edge/api/schemas';
import { formatDate } from '@edge/i18n/format';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarClock, IconLock } from '@tabler/icons-react';
import { ButtonLink } from '../../lib/links';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

/**
 * What /createEvent shows instead of the form to someone without a plan that unlocks events (the
 * server refuses them too): the spec's 'Action not Allowed', why, and the way to the plans. When
 * their change onto such a plan is already scheduled (calendar.access's `eventsFrom`), it says
 * instead that events come with that plan on its date, and leads to their subscription.
 */
export function ActionNotAllowed({ eventsFrom }: { eventsFrom?: ScheduledEventsPlan | null }) {
	const { t } = useTranslation();
	const language = useLanguage();
	if (eventsFrom)
		return (
			<Card withBorder radius="lg" p="xl" data-testid="event-scheduled-plan">
				<Stack gap="sm" align="flex-start">
					<ThemeIcon size={44} radius="xl" variant="light" color="teal">
						<IconCalendarClock size={24} aria-hidden />
					</ThemeIcon>
					<Title order={2} fz="xl">
						{t('calendar.page.gate.scheduled.title', {
							plan: eventsFrom.planName[language],
							date: formatDate(new Date(eventsFrom.from), language),
						})}
					</Title>
					<Text c="dimmed">{t('calendar.page.gate.scheduled.why')}</Text>
					<ButtonLink to="/profile" variant="light" data-testid="event-see-subscription">
						{t('calendar.page.gate.scheduled.seeSubscription')}
					</ButtonLink>
				</Stack>
			</Card>
		);
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
