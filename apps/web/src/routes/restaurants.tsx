import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/search/listing-page';
import { type ListingSearch, readListingSearch } from '../features/search/listing-search';
import { FullBleedPage } from '../features/shell/full-bleed-page';
import { pageLoader } from '../ssr/page-loader';

export const Route = createFileRoute('/restaurants')({
	validateSearch: readListingSearch,
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the listing's first results.
	loader: pageLoader<ListingSearch>([], async (queryClient, search) =>
		(await import('../ssr/public-pages-data')).listingData(queryClient, search, { kind: 'restaurant' }),
	),
	component: RestaurantsRoute,
});

function RestaurantsRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return (
		<FullBleedPage>
			<Container size="lg" py="xl">
				<ListingPage
					page="restaurants"
					search={search}
					fixed={{ kind: 'restaurant' }}
					onSearchChange={(next) => void navigate({ search: next })}
				/>
			</Container>
		</FullBleedPage>
	);
}
