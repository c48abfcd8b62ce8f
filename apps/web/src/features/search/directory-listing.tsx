import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSearchOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { FiltersFold } from './filters-fold';
import { HydratedInGroups, PROFILE_CARDS_PER_GROUP } from './hydrated-in-groups';
import { listingInput, nextPageParam } from './listing-query';
import type { FixedFilters, ListingSearch } from './listing-search';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';
import { SearchBox } from './search-box';

export interface DirectoryListingProps {
	/** The filters read from the URL (validateSearch: readListingSearch). */
	search: ListingSearch;
	/** Filters the page itself sets (its kind, its category). */
	fixed?: FixedFilters;
	/** Writes new filters to the URL; the listing follows the URL, never its own state. */
	onSearchChange: (next: ListingSearch) => void;
}

/**
 * The shared listing of every directory page: search box with suggestions, filters, a grid of
 * cards and "Load more" over directory.search's cursor.
 */
export function DirectoryListing({ search, fixed = {}, onSearchChange }: DirectoryListingProps) {
	return (
		<Stack gap="md" data-testid="directory-listing">
			<SearchBox
				kind={fixed.kind ?? search.kind}
				value={search.q ?? ''}
				onSearch={(q) => onSearchChange({ ...search, q: q || undefined })}
				onCategory={(category) =>
					onSearchChange(fixed.category ? { ...search, q: undefined } : { ...search, q: undefined, category })
				}
			/>
			<FiltersFold search={search} fixed={fixed} onChange={onSearchChange} />
			<ListingResults search={search} fixed={fixed} />
		</Stack>
	);
}

export function ListingResults({ search, fixed }: { search: ListingSearch; fixed: FixedFilters }) {
	const { t } = useTranslation();
	const query = useInfiniteQuery(
		trpc.directory.search.infiniteQueryOptions(listingInput(search, fixed), { getNextPageParam: nextPageParam }),
	);

	if (query.isPending) return <ResultsSkeleton />;
	if (query.isError)
		return (
			<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('directory.errorFetching')} role="alert">
				<Button variant="light" color="red" mt="xs" onClick={() => void query.refetch()} data-testid="listing-retry">
					{t('directory.retry')}
				</Button>
			</Alert>
		);

	const profiles = query.data.pages.flatMap((page) => page.items);
	if (profiles.length === 0)
		return (
			<Paper withBorder radius="lg" p="xl" data-testid="listing-empty">
				<Stack align="center" gap="xs">
					<IconSearchOff size={36} stroke={1.4} aria-hidden />
					<Text c="dimmed" ta="center">
						{t('directory.noMatches')}
					</Text>
				</Stack>
			</Paper>
		);

	return (
		<Stack gap="md">
			<SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="listing-results">
				<HydratedInGroups items={profiles} size={PROFILE_CARDS_PER_GROUP}>
					{(profile) => <ProfileCard key={profile.id} profile={profile} />}
				</HydratedInGroups>
			</SimpleGrid>
			{query.hasNextPage && (
				<Button
					variant="default"
					mx="auto"
					onClick={() => void query.fetchNextPage()}
					loading={query.isFetchingNextPage}
					data-testid="listing-load-more"
				>
					{t('directory.loadMore')}
				</Button>
			)}
		</Stack>
	);
}

export function ResultsSkeleton({ count = 8 }: { count?: number }) {
	const { t } = useTranslation();
	return (
		<SimpleGrid
			cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
			spacing="md"
			aria-busy="true"
			aria-label={t('directory.loading')}
		>
			{Array.from({ length: count }, (_, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
				<ProfileCardSkeleton key={index} />
			))}
		</SimpleGrid>
	);
}
