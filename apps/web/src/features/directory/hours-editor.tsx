import type { HoursRangeInput } from '@edge/api/schemas';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { rangeLabel, WEEK_ORDER } from './hours-table';

interface HoursEditorProps {
	/** The week's ranges, in the shape of `weeklyHoursInput` ({ weekday 0-6, opens, closes 'HH:MM' }). */
	value: HoursRangeInput[];
	onChange: (value: HoursRangeInput[]) => void;
	/** Translated errors by index in `value` (overlaps, bad times), shown under that range. */
	rangeErrors?: Partial<Record<number, string>>;
	/** Translated error of the whole list. */
	error?: string;
}

/** A day's next range: after its last one, or office hours for a closed day. */
function nextRange(weekday: number, ofDay: HoursRangeInput[]): HoursRangeInput {
	const last = ofDay.at(-1);
	if (!last) return { weekday, opens: '09:00', closes: '17:00' };
	return { weekday, opens: last.closes, closes: last.closes < '22:00' ? '22:00' : '23:59' };
}

/**
 * Weekly opening hours: per weekday, no range (closed) or several ranges. A closing time at or
 * before the opening time runs past midnight (22:00-02:00), and 00:00-00:00 is the whole day; the
 * editor says so next to the range. Ranges keep their position in `value`, so the schema's errors
 * (paths hours.<index>) land on the range they concern.
 */
export function HoursEditor({ value, onChange, rangeErrors = {}, error }: HoursEditorProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const update = (index: number, patch: Partial<HoursRangeInput>) =>
		onChange(value.map((range, i) => (i === index ? { ...range, ...patch } : range)));
	const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

	return (
		<Stack gap="sm" data-testid="hours-editor">
			{WEEK_ORDER.map((weekday) => {
				const day = t(`directory.weekdays.${weekday}`);
				const indexed = value
					.map((range, index) => ({ range, index }))
					.filter((item) => item.range.weekday === weekday);
				return (
					<Group key={weekday} align="flex-start" wrap="nowrap" gap="sm" data-testid={`hours-day-${weekday}`}>
						<Text w={96} pt={6} fw={500} fz="sm">
							{day}
						</Text>
						<Stack gap={6} style={{ flex: 1 }}>
							{indexed.length === 0 && (
								<Text c="dimmed" fz="sm" pt={6}>
									{t('business.hoursEditor.closed')}
								</Text>
							)}
							{indexed.map(({ range, index }, position) => (
								<Stack key={index} gap={2}>
									<Group gap="xs" wrap="nowrap" align="center">
										<TextInput
											type="time"
											size="xs"
											aria-label={`${day} ${position + 1}: ${t('business.hoursEditor.opens')}`}
											value={range.opens}
											onChange={(event) => update(index, { opens: event.currentTarget.value })}
											data-testid={`hours-${weekday}-${position}-opens`}
										/>
										<Text fz="sm">–</Text>
										<TextInput
											type="time"
											size="xs"
											aria-label={`${day} ${position + 1}: ${t('business.hoursEditor.closes')}`}
											value={range.closes}
											onChange={(event) => update(index, { closes: event.currentTarget.value })}
											data-testid={`hours-${weekday}-${position}-closes`}
										/>
										<ActionIcon
											variant="subtle"
											color="gray"
											aria-label={`${t('business.hoursEditor.removeRange')} (${day} ${position + 1})`}
											onClick={() => remove(index)}
										>
											<IconX size={16} aria-hidden />
										</ActionIcon>
									</Group>
									{range.opens === range.closes ? (
										<Text fz="xs" c="dimmed">
											{t('business.hoursEditor.allDay')}
										</Text>
									) : (
										// The browser draws the time fields in its own locale; this line reads the range
										// in the pages' one style (formatClock), as the profile will show it.
										<Group gap={6}>
											<Text fz="xs" c="dimmed" data-testid={`hours-${weekday}-${position}-reads`}>
												{rangeLabel(range, t('business.hoursEditor.allDay'), language)}
											</Text>
											{range.closes < range.opens && (
												<Text fz="xs" c="dimmed">
													{t('business.hoursEditor.nextDay')}
												</Text>
											)}
										</Group>
									)}
									{rangeErrors[index] && (
										<Text fz="xs" c="red" role="alert">
											{rangeErrors[index]}
										</Text>
									)}
								</Stack>
							))}
						</Stack>
						<Button
							variant="subtle"
							size="xs"
							leftSection={<IconPlus size={14} aria-hidden />}
							onClick={() =>
								onChange([
									...value,
									nextRange(
										weekday,
										indexed.map((item) => item.range),
									),
								])
							}
							aria-label={`${t('business.hoursEditor.addRange')} (${day})`}
							data-testid={`hours-add-${weekday}`}
						>
							{t('business.hoursEditor.addRange')}
						</Button>
					</Group>
				);
			})}
			{error && (
				<Text fz="sm" c="red" role="alert">
					{error}
				</Text>
			)}
		</Stack>
	);
}
