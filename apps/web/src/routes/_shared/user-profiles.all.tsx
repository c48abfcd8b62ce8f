import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../features/search/listing-page';
import { type ListingSearch, readListingSearch } from '../../features/search/listing-search';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/user-profiles/all')({
	validateSearch: readListingSearch,
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the listing's first results.
	loader: pageLoader<ListingSearch>([], async (queryClient, search) =>
		(await import('../../ssr/public-pages-data')).listingData(queryClient, search, { kind: 'freelancer' }),
	),
	component: FreelancersRoute,
});

function FreelancersRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return (
		<ListingPage
			page="freelancers"
			search={search}
			fixed={{ kind: 'freelancer' }}
			onSearchChange={(next) => void navigate({ search: next })}
		/>
	);
}
