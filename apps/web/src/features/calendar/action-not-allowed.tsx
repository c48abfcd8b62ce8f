import type { ScheduledEventsPlan } from '@edge/api/schemas';
import { formatDate } from '@edge/i18n/format';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarClock, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
			<GateCard
				testId="event-scheduled-plan"
				color="teal"
				icon={<IconCalendarClock size={24} aria-hidden />}
				title={t('calendar.page.gate.scheduled.title', {
					plan: eventsFrom.planName[language],
					date: formatDate(new Date(eventsFrom.from), language),
				})}
				why={t('calendar.page.gate.scheduled.why')}
				action={
					<ButtonLink to="/profile" variant="light" data-testid="event-see-subscription">
						{t('calendar.page.gate.scheduled.seeSubscription')}
					</ButtonLink>
				}
			/>
		);
	return (
		<GateCard
			testId="event-action-not-allowed"
			color="orange"
			icon={<IconLock size={24} aria-hidden />}
			title={t('calendar.errors.actionNotAllowed')}
			why={t('calendar.page.gate.why')}
			action={
				<ButtonLink to="/pricingTable" data-testid="event-see-plans">
					{t('calendar.page.gate.seePlans')}
				</ButtonLink>
			}
		/>
	);
}

function GateCard(props: {
	testId: string;
	color: string;
	icon: ReactNode;
	title: string;
	why: string;
	action: ReactNode;
}) {
	return (
		<Card withBorder radius="lg" p="xl" data-testid={props.testId}>
			<Stack gap="sm" align="flex-start">
				<ThemeIcon size={44} radius="xl" variant="light" color={props.color}>
					{props.icon}
				</ThemeIcon>
				<Title order={2} fz="xl">
					{props.title}
				</Title>
				<Text c="dimmed">{props.why}</Text>
				{props.action}
			</Stack>
		</Card>
	);
}
