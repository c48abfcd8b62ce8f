import type { Language } from '@edge/i18n/languages';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { RatingStars } from './rating-stars';
import type { RatingSummary } from './review-types';

/**
 * One decimal, written the reader's way: "4.5" in both languages (es-DO, like en-US, writes a
 * point), as Intl.NumberFormat would, rounding the decimal the number reads as (4.35 to 4.4). By
 * plain arithmetic: a NumberFormat loads the locale's number data the first time it is made, ~15 ms
 * on a phone in the middle of taking over a drawn page of cards (Total Blocking Time, docs/bench.md
 * "Lighthouse"). The test checks it against Intl.NumberFormat in both languages.
 */
export function formatAverage(average: number, _language: Language): string {
	// An average is 1 to 5 (no thousands to group). `${x}e1` shifts the decimal point in the number's own digits: 4.35 * 10 is 43.49999….
	const tenths = Math.round(Number(`${average}e1`));
	return `${Math.floor(tenths / 10)}.${tenths % 10}`;
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
