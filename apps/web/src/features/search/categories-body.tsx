import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import grid from './category-grid.module.css';
import { categoryName } from './category-name';
import { ListingResults, ResultsSkeleton } from './directory-listing';
import { FiltersFold } from './filters-fold';
import hover from './hover-card.module.css';
import { HydratedInGroups, PROFILE_CARDS_PER_GROUP } from './hydrated-in-groups';
import { hasFilters } from './listing-input';
import type { ListingSearch } from './listing-search';
import { ProfileCard } from './profile-card';
import classes from './profile-card.module.css';
import { SearchBox } from './search-box';

const ACTIVITY_PAGE = 8;
/**
 * The grid's 67 categories are taken over in groups, each a Suspense boundary
 * (./hydrated-in-groups.tsx): larger groups than the profile cards', a category being a link and a count.
 */
const CATEGORIES_PER_GROUP = 12;

interface CategoriesBodyProps {
	search: ListingSearch;
	onSearchChange: (next: ListingSearch) => void;
}

/**
 * Under /categories' heading: the search box and filters, then the results of a search or, without
 * one, every business category with its count and the services activity (profiles recently added
 * or updated). Its own chunk (categories-page.tsx).
 */
export function CategoriesBody({ search, onSearchChange }: CategoriesBodyProps) {
	const searching = hasFilters(search);
	return (
		<>
			<SearchBox
				kind={search.kind}
				value={search.q ?? ''}
				onSearch={(q) => onSearchChange({ ...search, q: q || undefined })}
				onCategory={(category) => onSearchChange({ ...search, q: undefined, category })}
			/>
			<FiltersFold search={search} fixed={{}} onChange={onSearchChange} />
			{searching ? (
				<ListingResults search={search} fixed={{}} />
			) : (
				<>
					<CategoryGrid />
					<Activity />
				</>
			)}
		</>
	);
}

function CategoryGrid() {
	const { t, i18n } = useTranslation();
	const categories = useQuery(trpc.directory.categories.queryOptions());
	// Drawn at low priority, in slices that keep the page responsive (like every list here).
	const shown = useDeferredValue(categories.data);
	if (categories.isError)
		return (
			<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('search.pages.categories.error')} role="alert">
				<Button variant="light" color="red" mt="xs" onClick={() => void categories.refetch()}>
					{t('directory.retry')}
				</Button>
			</Alert>
		);
	if (shown === undefined)
		return (
			<SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-busy data-testid="category-grid">
				{Array.from({ length: 9 }, (_, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
					<Skeleton key={index} height={64} radius="md" />
				))}
			</SimpleGrid>
		);
	return (
		<ul className={grid.grid} aria-label={t('search.pages.categories.title')} data-testid="category-grid">
			<HydratedInGroups items={shown} size={CATEGORIES_PER_GROUP}>
				{(category) => (
					<li key={category.slug} className={`${grid.card} ${hover.hoverCard}`} data-testid="category-card">
						<span>
							<Link
								to="/categories/$categoryName"
								params={{ categoryName: category.slug }}
								className={`${grid.name} ${classes.titleLink}`}
							>
								{categoryName(category, i18n.language)}
							</Link>
							<span className={grid.count} data-testid="category-count">
								{t('search.pages.categories.count', { count: category.count })}
							</span>
						</span>
					</li>
				)}
			</HydratedInGroups>
		</ul>
	);
}

const activityOptions = () =>
	trpc.directory.activity.infiniteQueryOptions(
		{ limit: ACTIVITY_PAGE },
		{ getNextPageParam: (page) => page.nextCursor ?? undefined },
	);

/** Loads the services activity's first page into `queryClient` (the route's loader, for the server's draw). */
export function loadActivity(queryClient: QueryClient): Promise<unknown> {
	return queryClient.ensureInfiniteQueryData(activityOptions());
}

function Activity() {
	const { t } = useTranslation();
	const activity = useInfiniteQuery(activityOptions());
	const loaded = useDeferredValue(activity.data);
	const items = useMemo(() => loaded?.pages.flatMap((page) => page.items) ?? [], [loaded]);
	return (
		<Stack gap="sm" component="section" aria-labelledby="services-activity" data-testid="services-activity">
			<Stack gap={2}>
				<Title order={2} id="services-activity">
					{t('search.pages.categories.activity')}
				</Title>
				<Text c="dimmed">{t('search.pages.categories.activitySubtitle')}</Text>
			</Stack>
			{loaded === undefined && !activity.isError ? (
				<ResultsSkeleton count={4} />
			) : activity.isError ? (
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('directory.errorFetching')} role="alert">
					<Button variant="light" color="red" mt="xs" onClick={() => void activity.refetch()}>
						{t('directory.retry')}
					</Button>
				</Alert>
			) : items.length === 0 ? (
				<Text c="dimmed">{t('search.pages.categories.noActivity')}</Text>
			) : (
				<>
					<SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
						<HydratedInGroups items={items} size={PROFILE_CARDS_PER_GROUP}>
							{(profile) => <ProfileCard key={profile.id} profile={profile} />}
						</HydratedInGroups>
					</SimpleGrid>
					{activity.hasNextPage && (
						<Button
							variant="default"
							mx="auto"
							onClick={() => void activity.fetchNextPage()}
							loading={activity.isFetchingNextPage}
						>
							{t('directory.loadMore')}
						</Button>
					)}
				</>
			)}
		</Stack>
	);
}
