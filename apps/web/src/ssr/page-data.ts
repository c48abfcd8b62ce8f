/**
 * What each page the server draws shows, loaded by its route's loader (ssr/page-loader.ts) through
 * `queryClient.ensureQueryData` with the same options its components read, so the draw renders once
 * with all of it and the browser's hydration finds the same answers in its cache. Imported by the
 * loaders when they run: the API client stays out of the first load of `/`.
 *
 * A page whose components ask for something not loaded here is still drawn, with that part's
 * placeholder (entry-server.tsx reports it as `unloaded`; the tests require none).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BusinessSearch } from '../features/business/business-search';
import { loadMapConfig } from '../features/maps/use-map-config';
import { loadReviewList } from '../features/reviews/review-list';
import { loadActivity } from '../features/search/categories-body';
import { hasFilters } from '../features/search/listing-input';
import { listingInput, nextPageParam } from '../features/search/listing-query';
import type { ListingSearch } from '../features/search/listing-search';
import { loadSuggestions } from '../features/search/search-box';
import { loadPosts } from '../features/wall/wall-queries';
import { trpc } from '../lib/trpc';

/**
 * /categories: the search box's suggestions for its text, the filters' lists (categories, places),
 * and a search's results, or without one every category and the services activity.
 */
export async function categoriesData(queryClient: QueryClient, search: ListingSearch): Promise<void> {
	const lists = [
		loadSuggestions(queryClient, search.q),
		queryClient.ensureQueryData(trpc.directory.categoryOptions.queryOptions()),
		queryClient.ensureQueryData(trpc.directory.places.queryOptions()),
	];
	const page = hasFilters(search)
		? [
				queryClient.ensureInfiniteQueryData(
					trpc.directory.search.infiniteQueryOptions(listingInput(search, {}), { getNextPageParam: nextPageParam }),
				),
			]
		: [queryClient.ensureQueryData(trpc.directory.categories.queryOptions()), loadActivity(queryClient)];
	await Promise.all([...lists, ...page]);
}

/** /businessProfile?id=N: the profile (and its map's settings), its rating summary and its first reviews (read in parallel). */
export async function businessProfileData(queryClient: QueryClient, search: BusinessSearch): Promise<void> {
	const { id } = search;
	// The editor, the verification page and the owner's list are not drawn (signed-in pages).
	if (id === undefined || search.edit || search.verify) return;
	await Promise.all([
		queryClient.ensureQueryData(trpc.business.get.queryOptions({ id })),
		loadMapConfig(queryClient),
		queryClient.ensureQueryData(trpc.reviews.summary.queryOptions({ profileId: id })),
		loadReviewList(queryClient, id),
	]);
}

/** /businessWall: the first posts and who may take part (an anonymous visitor: nobody). */
export async function businessWallData(queryClient: QueryClient): Promise<void> {
	await Promise.all([loadPosts(queryClient), queryClient.ensureQueryData(trpc.wall.access.queryOptions())]);
}
