import type { Occurrence } from '@edge/api/schemas';
import { VisuallyHidden } from '@mantine/core';
import classes from './calendar.module.css';
import { useIntlLocale } from './calendar-locale';
import { formatEventTime } from './calendar-time';
import { type DayEntries, occurrenceKey } from './day-index';
import { DayMorePopover } from './day-more-popover';
import { dayLabel, monthTitle, monthWeeks, weekdayNames } from './month-grid';

/** A day shows this many events; the rest are counted ("+2 more"), a button that lists the whole day. */
const EVENTS_PER_DAY = 3;

interface MonthViewProps {
	year: number;
	month: number;
	today: string;
	entriesOf: (date: string) => DayEntries;
	onOpen: (occurrence: Occurrence) => void;
}

/** The month grid, a table: seven columns from Monday, today marked, holidays named, events as buttons. */
export function MonthView({ year, month, today, entriesOf, onOpen }: MonthViewProps) {
	const locale = useIntlLocale();
	const short = weekdayNames(locale, 'short');
	const long = weekdayNames(locale, 'long');
	return (
		<table className={classes.grid} data-testid="calendar-month-grid">
			<caption className={classes.caption}>{monthTitle(locale, year, month)}</caption>
			<thead>
				<tr>
					{short.map((name, index) => (
						<th key={name} scope="col" abbr={long[index]} className={classes.weekday}>
							{name}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{monthWeeks(year, month).map((week) => (
					<tr key={week[0]?.date}>
						{week.map((day) => {
							const { occurrences, holidays } = entriesOf(day.date);
							const isToday = day.date === today;
							const className = [
								classes.day,
								!day.inMonth && classes.outside,
								holidays.length > 0 && classes.holiday,
								isToday && classes.today,
							]
								.filter(Boolean)
								.join(' ');
							return (
								<td
									key={day.date}
									className={className}
									aria-current={isToday ? 'date' : undefined}
									data-date={day.date}
									data-today={isToday || undefined}
									data-testid="calendar-day"
								>
									<div className={classes.dayBody}>
										<span className={classes.dayNumber} aria-hidden>
											{Number(day.date.slice(8))}
										</span>
										<VisuallyHidden>{dayLabel(locale, day.date)}</VisuallyHidden>
										{holidays.map((holiday) => (
											<span key={holiday.name} className={classes.holidayName} data-testid="calendar-holiday">
												{holiday.name}
											</span>
										))}
										<div className={classes.events}>
											{occurrences.slice(0, EVENTS_PER_DAY).map((occurrence) => (
												<button
													key={occurrenceKey(occurrence)}
													type="button"
													className={classes.event}
													onClick={() => onOpen(occurrence)}
													aria-label={`${formatEventTime(occurrence.startsAt, locale)} ${occurrence.event.title}`}
													data-testid="calendar-event"
												>
													{/* The time first and the whole title, wrapped: near-identical titles cut
													    to one prefix read the same (issue 20). */}
													<span className={classes.eventText}>
														<span className={classes.eventTime}>{formatEventTime(occurrence.startsAt, locale)}</span>{' '}
														{occurrence.event.title}
													</span>
												</button>
											))}
										</div>
										{occurrences.length > EVENTS_PER_DAY && (
											<DayMorePopover
												date={day.date}
												locale={locale}
												occurrences={occurrences}
												hidden={occurrences.length - EVENTS_PER_DAY}
												onOpen={onOpen}
											/>
										)}
									</div>
								</td>
							);
						})}
					</tr>
				))}
			</tbody>
		</table>
	);
}
