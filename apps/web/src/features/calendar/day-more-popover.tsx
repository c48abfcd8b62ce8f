import type { Occurrence } from '@edge/api/schemas';
import { Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../lib/use-translation';
import classes from './calendar.module.css';
import { formatEventTime } from './calendar-time';
import { occurrenceKey } from './day-index';
import { dayLabel } from './month-grid';

interface DayMorePopoverProps {
	date: string;
	locale: string;
	/** All of the day's events, the ones the cell shows too. */
	occurrences: Occurrence[];
	/** How many the cell does not show ("+2 more"). */
	hidden: number;
	onOpen: (occurrence: Occurrence) => void;
}

/**
 * A day's "+N more": a button that opens the day's whole list beside the cell, each event a button to
 * its details. It used to be plain text, and the other events were only in the agenda far below.
 */
export function DayMorePopover({ date, locale, occurrences, hidden, onOpen }: DayMorePopoverProps) {
	const { t } = useTranslation();
	const [opened, { toggle, close }] = useDisclosure(false);
	const day = dayLabel(locale, date);
	return (
		<Popover opened={opened} onChange={(next) => !next && close()} position="bottom-start" width={280} shadow="md">
			<Popover.Target>
				<button
					type="button"
					className={classes.more}
					onClick={toggle}
					aria-expanded={opened}
					aria-label={`${t('calendar.page.moreEvents', { count: hidden })}: ${day}`}
					data-testid="calendar-more"
				>
					{t('calendar.page.moreEvents', { count: hidden })}
				</button>
			</Popover.Target>
			<Popover.Dropdown data-testid="calendar-day-events">
				<Text fw={600} fz="sm" mb={6}>
					{day}
				</Text>
				<Stack gap={4}>
					{occurrences.map((occurrence) => (
						<button
							key={occurrenceKey(occurrence)}
							type="button"
							className={classes.listEvent}
							onClick={() => {
								close();
								onOpen(occurrence);
							}}
							data-testid="calendar-day-event"
						>
							<span className={classes.eventTime}>{formatEventTime(occurrence.startsAt, locale)}</span>{' '}
							{occurrence.event.title}
						</button>
					))}
				</Stack>
			</Popover.Dropdown>
		</Popover>
	);
}
