import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { UploadedImage } from '../images/uploaded-image';
import { RatingStars } from '../reviews/rating-stars';
import type { RestaurantView } from './restaurant-types';

type Highlight = RestaurantView['highlights'][number];
type Slide = RestaurantView['slides'][number];

export function HighlightList({
	highlights,
	actions,
}: {
	highlights: readonly Highlight[];
	actions?: (highlight: Highlight) => ReactNode;
}) {
	const { t } = useTranslation();
	if (highlights.length === 0) return <Text c="dimmed">{t('restaurant.page.noHighlights')}</Text>;
	return (
		<Group gap="xs" data-testid="highlights">
			{highlights.map((highlight) => (
				<Group key={highlight.id} gap={4}>
					{highlight.imageId && (
						<UploadedImage id={highlight.imageId} width={320} alt={highlight.title} w={40} h={40} radius="sm" />
					)}
					<Badge size="lg" variant="light">
						{highlight.title}
					</Badge>
					{actions?.(highlight)}
				</Group>
			))}
		</Group>
	);
}

export function SlideList({ slides, actions }: { slides: readonly Slide[]; actions?: (slide: Slide) => ReactNode }) {
	const { t } = useTranslation();
	if (slides.length === 0) return <Text c="dimmed">{t('restaurant.page.noSlides')}</Text>;
	return (
		<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="slides">
			{slides.map((slide) => (
				<Card key={slide.id} withBorder radius="md" padding="sm">
					{slide.imageId && (
						<Card.Section mb="xs">
							<UploadedImage id={slide.imageId} width={800} alt={slide.title} h={160} />
						</Card.Section>
					)}
					<Group justify="space-between" wrap="nowrap">
						<Text fw={500}>{slide.title}</Text>
						{actions?.(slide)}
					</Group>
					<RatingStars value={slide.rating} label={t('reviews.stars', { count: slide.rating })} />
				</Card>
			))}
		</SimpleGrid>
	);
}
