import { formatDop } from '@edge/i18n/format';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { UploadedImage } from '../images/uploaded-image';
import { RatingStars } from '../reviews/rating-stars';
import { OfferCard } from './offer-card';
import type { CustomerExperienceItem, InspirationItem, SpecialItem } from './restaurant-types';

const PAGE = { limit: 6 };
const nextPage = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor };

/** /foodDrictory: customer experience (recent reviews), inspiration (dishes) and today's specials. */
export function FoodDirectoryPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('restaurant.food.pageTitle'));
	const experience = useInfiniteQuery(
		trpc.restaurant.foodDirectory.customerExperience.infiniteQueryOptions(PAGE, nextPage),
	);
	const inspiration = useInfiniteQuery(trpc.restaurant.foodDirectory.inspiration.infiniteQueryOptions(PAGE, nextPage));
	const specials = useInfiniteQuery(trpc.restaurant.foodDirectory.specials.infiniteQueryOptions(PAGE, nextPage));

	return (
		<Stack gap="xl" data-testid="food-directory">
			<Stack gap={4}>
				<Title order={1}>{t('restaurant.food.pageTitle')}</Title>
				<Text c="dimmed">{t('restaurant.food.subtitle')}</Text>
			</Stack>
			<Section<SpecialItem>
				title={t('restaurant.food.specials')}
				empty={t('restaurant.food.specialsEmpty')}
				query={specials}
				testId="food-specials"
			>
				{(offer) => <SpecialCard key={offer.id} offer={offer} />}
			</Section>
			<Section<InspirationItem>
				title={t('restaurant.food.inspiration')}
				empty={t('restaurant.food.inspirationEmpty')}
				query={inspiration}
				testId="food-inspiration"
			>
				{(dish) => <DishCard key={dish.id} dish={dish} />}
			</Section>
			<Section<CustomerExperienceItem>
				title={t('restaurant.food.experience')}
				empty={t('restaurant.food.experienceEmpty')}
				query={experience}
				testId="food-experience"
			>
				{(review) => <ReviewCard key={review.id} review={review} />}
			</Section>
		</Stack>
	);
}

interface SectionProps<T> {
	title: string;
	empty: string;
	testId: string;
	/** The parts of an infinite query a section reads (each section's query has its own input type). */
	query: {
		data?: { pages: ReadonlyArray<{ items: T[] }> };
		isPending: boolean;
		isError: boolean;
		isSuccess: boolean;
		hasNextPage: boolean;
		isFetchingNextPage: boolean;
		fetchNextPage: () => Promise<unknown>;
		refetch: () => Promise<unknown>;
	};
	children: (item: T) => ReactNode;
}

function Section<T>({ title, empty, testId, query, children }: SectionProps<T>) {
	const { t } = useTranslation();
	const items = query.data?.pages.flatMap((page) => page.items) ?? [];
	return (
		<Stack gap="sm" data-testid={testId}>
			<Title order={2} fz="xl">
				{title}
			</Title>
			{query.isPending && (
				<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy aria-label={t('directory.loading')}>
					{[0, 1, 2].map((n) => (
						<Skeleton key={n} height={110} radius="md" />
					))}
				</SimpleGrid>
			)}
			{query.isError && (
				<Alert color="red">
					<Group justify="space-between">
						<Text>{t('restaurant.food.error')}</Text>
						<Button size="xs" variant="light" onClick={() => void query.refetch()}>
							{t('directory.retry')}
						</Button>
					</Group>
				</Alert>
			)}
			{query.isSuccess && items.length === 0 && <Text c="dimmed">{empty}</Text>}
			{items.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{items.map(children)}</SimpleGrid>}
			{query.hasNextPage && (
				<Group justify="center">
					<Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
						{t('directory.loadMore')}
					</Button>
				</Group>
			)}
		</Stack>
	);
}

function RestaurantLink({ id, title }: { id: number; title: string }) {
	return (
		<AnchorLink to="/restaurant-profile" search={{ id }} fz="sm">
			{title}
		</AnchorLink>
	);
}

function SpecialCard({ offer }: { offer: SpecialItem }) {
	return (
		<Stack gap={4}>
			<RestaurantLink id={offer.profileId} title={offer.profileTitle} />
			<OfferCard offer={offer} isOwner={false} signedIn={false} readOnly />
		</Stack>
	);
}

function DishCard({ dish }: { dish: InspirationItem }) {
	const language = useLanguage();
	return (
		<Card withBorder radius="md" padding="md">
			{dish.imageId && (
				<Card.Section mb="xs">
					<UploadedImage id={dish.imageId} width={800} alt={dish.name} h={140} />
				</Card.Section>
			)}
			<Group justify="space-between" wrap="nowrap" align="flex-start">
				<Text fw={600}>{dish.name}</Text>
				<Badge variant="light">{formatDop(dish.priceCents, language)}</Badge>
			</Group>
			{dish.description && (
				<Text fz="sm" c="dimmed">
					{dish.description}
				</Text>
			)}
			<RestaurantLink id={dish.profileId} title={dish.profileTitle} />
		</Card>
	);
}

function ReviewCard({ review }: { review: CustomerExperienceItem }) {
	const { t } = useTranslation();
	return (
		<Card withBorder radius="md" padding="md">
			<Group justify="space-between" wrap="nowrap">
				<Text fw={600}>{review.authorName}</Text>
				<RatingStars value={review.rating} size="sm" label={t('reviews.stars', { count: review.rating })} />
			</Group>
			{review.comment && <Text fz="sm">{review.comment}</Text>}
			<RestaurantLink id={review.profileId} title={review.profileTitle} />
		</Card>
	);
}
