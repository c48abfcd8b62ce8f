import type { HoursRangeInput } from '@edge/api/schemas';
import type { Language } from '@edge/i18n/languages';
import { clockText } from '@edge/i18n/plain-format';
import { Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import classes from './hours-table.module.css';

/** Monday first, as calendars read in the Dominican Republic; Sunday (0) last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "9:00 a. m. – 5:00 p. m.", "10:00 p. m. – 2:00 a. m. (+1)", or "24 h" for 00:00-00:00 (formatClock's style). */
export function rangeLabel(
	range: Pick<HoursRangeInput, 'opens' | 'closes'>,
	allDay: string,
	language: Language,
): string {
	if (range.opens === range.closes) return allDay;
	const span = `${clockText(range.opens, language)} – ${clockText(range.closes, language)}`;
	return `${span}${range.closes < range.opens ? ' (+1)' : ''}`;
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
	const language = useLanguage();
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
									ranges.map((range) => rangeLabel(range, t('directory.hours.allDay'), language)).join(', ')
								)}
							</td>
						</tr>
					);
				})}
			</tbody>
		</table>
	);
}
