import { searchInputOf } from './listing-input';
import type { FixedFilters, ListingSearch } from './listing-search';

const PAGE_SIZE = 24;

/**
 * directory.search's input for the URL's filters. The results grid and the results heading ask
 * with the same input and `nextPageParam`, so they share one query (the heading reads the count
 * from its first page).
 */
export function listingInput(search: ListingSearch, fixed: FixedFilters = {}) {
	return { ...searchInputOf(search, fixed), limit: PAGE_SIZE };
}

export const nextPageParam = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;
