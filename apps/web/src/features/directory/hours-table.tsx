import type { HoursRangeInput } from '@edge/api/schemas';
import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import classes from './hours-table.module.css';

/** Monday first, as calendars read in the Dominican Republic; Sunday (0) last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "09:00 – 17:00", "22:00 – 02:00 (+1)", or "24 h" for 00:00-00:00. */
export function rangeLabel(range: Pick<HoursRangeInput, 'opens' | 'closes'>, allDay: string): string {
	if (range.opens === range.closes) return allDay;
	return `${range.opens} – ${range.closes}${range.closes < range.opens ? ' (+1)' : ''}`;
}

interface HoursTableProps {
	/** The profile's ranges as views return them (weekday 0-6, 'HH:MM' times; closes <= opens ends next day). */
	hours: readonly HoursRangeInput[];
	/** Weekday to emphasise (today in Santo Domingo), if any. */
	today?: number;
}

/** A week of opening hours, one row per weekday; days without ranges read "Closed". */
export function HoursTable({ hours, today }: HoursTableProps) {
	const { t } = useTranslation();
	return (
		<table className={classes.table} data-testid="hours-table">
			<tbody>
				{WEEK_ORDER.map((weekday) => {
					const ranges = hours.filter((range) => range.weekday === weekday);
					const className = weekday === today ? classes.today : undefined;
					return (
						<tr key={weekday} data-weekday={weekday}>
							<td className={className}>{t(`directory.weekdays.${weekday}`)}</td>
							<td className={className}>
								{ranges.length === 0 ? (
									<Text span c="dimmed" inherit>
										{t('directory.hours.closed')}
									</Text>
								) : (
									ranges.map((range) => rangeLabel(range, t('directory.hours.allDay'))).join(', ')
								)}
							</td>
						</tr>
					);
				})}
			</tbody>
		</table>
	);
}
