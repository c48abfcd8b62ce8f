import type { OpeningStatus } from '@edge/api/opening-hours';
import { clockHour } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import { clockText } from '@edge/i18n/plain-format';
import { Badge, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import type { TFunction } from '../../lib/use-translation';
import { useTranslation } from '../../lib/use-translation';
import { HoursTable } from '../directory/hours-table';
import type { FreelancerView } from './professional-types';

const DAY_MINUTES = 1440;

/** "Available now · Until 5:00 PM", said of a person rather than a shop (opening-status-badge.tsx). */
export function availabilityText(status: OpeningStatus, t: TFunction, language: Language): string {
	switch (status.state) {
		case 'none':
			return t('professional.freelancer.availability.none');
		case 'open':
			return status.alwaysOpen
				? t('professional.freelancer.availability.allDay')
				: `${t('professional.freelancer.availability.now')} · ${t('professional.freelancer.availability.until', { time: clockText(status.closesAt, language), count: clockHour(status.closesAt) })}`;
		case 'closed':
			return `${t('professional.freelancer.availability.notNow')} · ${
				status.opensInMinutes < DAY_MINUTES
					? t('professional.freelancer.availability.nextAt', {
							time: clockText(status.opensAt, language),
							count: clockHour(status.opensAt),
						})
					: t('professional.freelancer.availability.nextOn', {
							day: t(`directory.weekdaysInSentence.${status.opensWeekday}`),
							time: clockText(status.opensAt, language),
							count: clockHour(status.opensAt),
						})
			}`;
	}
}

const COLOR: Record<OpeningStatus['state'], string> = { open: 'teal', closed: 'gray', none: 'gray' };

/** The calendar section: available now or when next, and the week by weekday. */
export function AvailabilitySection({ view }: { view: Pick<FreelancerView, 'status' | 'hours'> }) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<Stack gap="sm" data-testid="freelancer-calendar">
			{/* Without a calendar the line under it says so; a badge saying it too read twice (issue 20). */}
			{view.status.state !== 'none' && (
				<Badge
					color={COLOR[view.status.state]}
					variant="light"
					tt="none"
					size="lg"
					data-testid="availability"
					data-state={view.status.state}
				>
					{availabilityText(view.status, t, language)}
				</Badge>
			)}
			{view.hours.length > 0 ? (
				<HoursTable hours={view.hours} />
			) : (
				<Text c="dimmed" fz="sm">
					{t('professional.freelancer.availability.none')}
				</Text>
			)}
		</Stack>
	);
}
