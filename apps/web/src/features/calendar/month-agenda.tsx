import type { CalendarRange, Occurrence } from '@edge/api/schemas';
import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { useIntlLocale } from './calendar-locale';
import { formatDay, formatEventRange, santoDomingoDay } from './calendar-time';
import { occurrenceKey } from './day-index';

interface MonthAgendaProps {
	range: CalendarRange;
	/** 'YYYY-MM': only this month's entries are listed. */
	month: string;
	onOpen: (occurrence: Occurrence) => void;
}

/**
 * The month's events and holidays as a list under the grid: on phones the grid only has room for
 * dots, and a list is the easiest way through them with a keyboard or a screen reader.
 */
export function MonthAgenda({ range, month, onOpen }: MonthAgendaProps) {
	const { t } = useTranslation();
	const locale = useIntlLocale();
	const occurrences = range.occurrences.filter((occurrence) => santoDomingoDay(occurrence.startsAt).startsWith(month));
	const holidays = range.holidays.filter((holiday) => holiday.date.startsWith(month));
	return (
		<Stack gap="sm" component="section" aria-labelledby="calendar-agenda-title" data-testid="calendar-agenda">
			<Title order={2} fz="h4" id="calendar-agenda-title">
				{t('calendar.page.agenda')}
			</Title>
			{occurrences.length === 0 && (
				<Text c="dimmed" data-testid="calendar-agenda-empty">
					{t('calendar.page.noEventsMonth')}
				</Text>
			)}
			{occurrences.map((occurrence) => (
				<UnstyledButton
					key={occurrenceKey(occurrence)}
					onClick={() => onOpen(occurrence)}
					p="sm"
					style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
					data-testid="calendar-agenda-event"
				>
					<Text fw={600}>{occurrence.event.title}</Text>
					<Text fz="sm" c="dimmed">
						{formatEventRange(occurrence.startsAt, occurrence.endsAt, locale)}
						{occurrence.event.business ? ` · ${occurrence.event.business.title}` : ''}
					</Text>
				</UnstyledButton>
			))}
			{holidays.map((holiday) => (
				<Group key={`${holiday.date}-${holiday.name}`} gap="xs" data-testid="calendar-agenda-holiday">
					<Badge color="orange" variant="light">
						{t('calendar.page.holiday')}
					</Badge>
					<Text fz="sm">
						{formatDay(holiday.date, locale)}: {holiday.name}
					</Text>
				</Group>
			))}
		</Stack>
	);
}
