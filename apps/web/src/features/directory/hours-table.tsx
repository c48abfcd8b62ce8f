import type { HoursRangeInput } from '@edge/api/schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

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
		<Table withRowBorders={false} verticalSpacing={4} data-testid="hours-table">
			<Table.Tbody>
				{WEEK_ORDER.map((weekday) => {
					const ranges = hours.filter((range) => range.weekday === weekday);
					const bold = weekday === today ? 700 : undefined;
					return (
						<Table.Tr key={weekday} data-weekday={weekday}>
							<Table.Td fw={bold}>{t(`directory.weekdays.${weekday}`)}</Table.Td>
							<Table.Td fw={bold}>
								{ranges.length === 0 ? (
									<Text span c="dimmed" inherit>
										{t('directory.hours.closed')}
									</Text>
								) : (
									ranges.map((range) => rangeLabel(range, t('directory.hours.allDay'))).join(', ')
								)}
							</Table.Td>
						</Table.Tr>
					);
				})}
			</Table.Tbody>
		</Table>
	);
}
