import { Group, Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { RatingStars } from './rating-stars';
import { formatAverage } from './rating-summary';

interface RatingLineProps {
	/** The profile's average, null before its first review. */
	average: number | null;
	count: number;
	size?: 'sm' | 'md';
}

/**
 * A profile's rating in one line, the same on every card and profile page: stars, then
 * "4,5 · 12 reseñas" (the average written the reader's way), or "Sin reseñas todavía". Issue 20
 * found three spellings ("2.0 of 5 (3 reviews)", "3.0 · 2 reviews", "3.0 (2)").
 */
export function RatingLine({ average, count, size = 'sm' }: RatingLineProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	if (average === null)
		return (
			<Text fz="sm" c="dimmed" data-testid="rating-line">
				{t('reviews.none')}
			</Text>
		);
	const figure = formatAverage(average, language);
	return (
		<Group gap={6} wrap="wrap" data-testid="rating-line">
			<RatingStars value={average} size={size} label={t('reviews.averageOutOf', { average: figure })} />
			<Text fz="sm" c="dimmed">
				{figure} · {t('reviews.count', { count })}
			</Text>
		</Group>
	);
}
