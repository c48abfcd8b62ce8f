import { Card, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import classes from './calendar.module.css';
import { useIntlLocale } from './calendar-locale';
import type { DayEntries } from './day-index';
import { dayLabel, monthKeyOf, monthName, monthWeeks, weekdayNames } from './month-grid';

interface YearOverviewProps {
	year: number;
	today: string;
	entriesOf: (date: string) => DayEntries;
	/** Opens a month in the month grid ('YYYY-MM'). */
	onOpenMonth: (month: string) => void;
}

/** The year at a glance: twelve small months, a dot under each day with events, holidays tinted. */
export function YearOverview({ year, today, entriesOf, onOpenMonth }: YearOverviewProps) {
	const { t } = useTranslation();
	const locale = useIntlLocale();
	const narrow = weekdayNames(locale, 'narrow');
	return (
		<SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" data-testid="calendar-year">
			{Array.from({ length: 12 }, (_, index) => {
				const month = index + 1;
				const key = monthKeyOf(year, month);
				const days = monthWeeks(year, month)
					.flat()
					.filter((day) => day.inMonth);
				const eventCount = new Set(
					days.flatMap((day) => entriesOf(day.date).occurrences.map((occurrence) => occurrence.eventId)),
				).size;
				const lead = ((new Date(`${key}-01T12:00:00Z`).getUTCDay() + 6) % 7) as number;
				return (
					<Card key={key} withBorder radius="md" padding="sm" data-testid="calendar-mini-month" data-month={key}>
						<UnstyledButton
							onClick={() => onOpenMonth(key)}
							fw={700}
							mb={6}
							aria-label={`${monthName(locale, month)}: ${t('calendar.page.eventCount', { count: eventCount })}`}
							data-testid="calendar-mini-month-open"
						>
							{monthName(locale, month)}
						</UnstyledButton>
						<div className={classes.mini} aria-hidden>
							{narrow.map((name, day) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: narrow names repeat (M, M…); the index is the weekday
								<span key={day} className={classes.miniWeekday}>
									{name}
								</span>
							))}
							{lead > 0 && <span style={{ gridColumn: `span ${lead}` }} />}
							{days.map((day) => {
								const entries = entriesOf(day.date);
								return (
									<span
										key={day.date}
										className={classes.miniDay}
										title={[dayLabel(locale, day.date), ...entries.holidays.map((holiday) => holiday.name)].join(' · ')}
										data-today={day.date === today || undefined}
										data-holiday={entries.holidays.length > 0 || undefined}
										data-events={entries.occurrences.length > 0 || undefined}
									>
										{Number(day.date.slice(8))}
									</span>
								);
							})}
						</div>
					</Card>
				);
			})}
		</SimpleGrid>
	);
}
