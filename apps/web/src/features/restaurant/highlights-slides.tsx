import { Badge, Card, Group, Rating, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
				<Group key={highlight.id} gap={2}>
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
					<Group justify="space-between" wrap="nowrap">
						<Text fw={500}>{slide.title}</Text>
						{actions?.(slide)}
					</Group>
					<Rating value={slide.rating} readOnly aria-label={`${slide.rating}/5`} />
				</Card>
			))}
		</SimpleGrid>
	);
}
