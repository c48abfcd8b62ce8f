import { perLanguage } from '@edge/i18n/format';
import { INTL_LOCALES, type Language } from '@edge/i18n/languages';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { RatingStars } from './rating-stars';
import type { RatingSummary } from './review-types';

const averageFormat = perLanguage(
	(language: Language) =>
		new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** One decimal, written the reader's way (one formatter per language: lists show dozens). */
export function formatAverage(average: number, language: Language): string {
	return averageFormat(language).format(average);
}

/** The average in stars and figures, the count, and one bar per star level (5 down to 1). */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const average = summary.average ?? 0;
	return (
		<Group align="flex-start" gap="xl" wrap="wrap" data-testid="reviews-summary">
			<Stack gap={4} align="center" miw={140}>
				<Text fz={40} fw={700} lh={1} data-testid="reviews-average">
					{summary.average === null ? '–' : formatAverage(summary.average, language)}
				</Text>
				<RatingStars value={average} label={t('reviews.averageOutOf', { average: formatAverage(average, language) })} />
				<Text fz="sm" c="dimmed" data-testid="reviews-count">
					{t('reviews.count', { count: summary.count })}
				</Text>
			</Stack>
			<Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
				{[5, 4, 3, 2, 1].map((stars) => {
					const count = summary.distribution[stars - 1] ?? 0;
					const percent = summary.count > 0 ? (count / summary.count) * 100 : 0;
					return (
						<Group key={stars} gap="sm" wrap="nowrap" data-testid={`reviews-bar-${stars}`}>
							<Text fz="sm" w={90}>
								{t('reviews.stars', { count: stars })}
							</Text>
							<Progress
								value={percent}
								color="yellow"
								style={{ flex: 1 }}
								aria-label={t('reviews.stars', { count: stars })}
							/>
							<Text fz="sm" c="dimmed" w={32} ta="right">
								{count}
							</Text>
						</Group>
					);
				})}
			</Stack>
		</Group>
	);
}
