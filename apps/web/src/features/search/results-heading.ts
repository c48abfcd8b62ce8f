import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { hasFilters } from './listing-input';
import { listingInput, nextPageParam } from './listing-query';
import type { FixedFilters, ListingSearch } from './listing-search';

/**
 * The heading of a search's results: "12 resultados para «panadería»" with the words searched,
 * "3 resultados" for filters alone, "Más de 100 resultados…" past the count's cap (search-total.ts
 * on the server); "Resultados para «panadería»" until the count arrives. Null without a search.
 */
export function useResultsHeading(search: ListingSearch, fixed: FixedFilters = {}): string | null {
	const { t } = useTranslation();
	const searching = hasFilters(search);
	const results = useInfiniteQuery({
		...trpc.directory.search.infiniteQueryOptions(listingInput(search, fixed), { getNextPageParam: nextPageParam }),
		enabled: searching,
	});
	if (!searching) return null;
	const q = search.q?.trim();
	const total = results.data?.pages[0]?.total;
	const key = q ? 'search.pages.results.query' : 'search.pages.results.filtered';
	if (!total) return t(`${key}Loading`, { q });
	return t(total.more ? `${key}More` : key, { count: total.count, q });
}
