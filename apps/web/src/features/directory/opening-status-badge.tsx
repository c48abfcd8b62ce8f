import type { OpeningStatus } from '@edge/api/opening-hours';
import { clockHour } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import { clockText, weekdayInSantoDomingo } from '@edge/i18n/plain-format';
import { Badge, type BadgeProps } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import type { TFunction } from '../../lib/use-translation';
import { useTranslation } from '../../lib/use-translation';

/** Under this many minutes "closes in N minutes" says more than the closing time. */
const CLOSING_SOON_MINUTES = 60;
const DAY_MINUTES = 1440;

/** The status line of a profile, e.g. "Abierto ahora · Cierra en 45 minutos". */
export function openingStatusText(
	status: OpeningStatus,
	t: TFunction,
	/** The rendered language (useLanguage), for the clock times. */
	language: Language,
	now: Date = new Date(),
): string {
	switch (status.state) {
		case 'none':
			return t('directory.status.noHours');
		case 'open': {
			if (status.alwaysOpen) return t('directory.status.alwaysOpen');
			const closing =
				status.closesInMinutes <= CLOSING_SOON_MINUTES
					? t('directory.status.closesIn', { count: status.closesInMinutes })
					: t('directory.status.closesAt', {
							time: clockText(status.closesAt, language),
							count: clockHour(status.closesAt),
						});
			return `${t('directory.status.open')} · ${closing}`;
		}
		case 'closed': {
			// Later the same day "opens at 2:00 p. m." is enough; on another day the weekday is needed.
			const opening =
				status.opensInMinutes < DAY_MINUTES && status.opensWeekday === weekdayInSantoDomingo(now)
					? t('directory.status.opensAt', {
							time: clockText(status.opensAt, language),
							count: clockHour(status.opensAt),
						})
					: t('directory.status.opensOn', {
							day: t(`directory.weekdaysInSentence.${status.opensWeekday}`),
							time: clockText(status.opensAt, language),
							count: clockHour(status.opensAt),
						});
			return `${t('directory.status.closed')} · ${opening}`;
		}
	}
}

const COLOR: Record<OpeningStatus['state'], string> = { open: 'teal', closed: 'red', none: 'gray' };

/**
 * Open / closed badge of a profile, from the `openingStatus` the server computed with its clock
 * (profile views and cards carry it). Props: `status`, plus any Mantine Badge props (size, variant).
 */
export function OpeningStatusBadge({ status, ...badgeProps }: { status: OpeningStatus } & BadgeProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<Badge
			color={COLOR[status.state]}
			variant="light"
			tt="none"
			data-testid="opening-status"
			data-state={status.state}
			{...badgeProps}
		>
			{openingStatusText(status, t, language)}
		</Badge>
	);
}
