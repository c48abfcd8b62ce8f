import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../../features/search/listing-page';
import { readListingSearch } from '../../../features/search/listing-search';

export const Route = createFileRoute('/_shared/_authed/edgeBusinessesPage')({
	validateSearch: readListingSearch,
	component: BusinessesRoute,
});

function BusinessesRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return (
		<ListingPage
			page="businesses"
			search={search}
			fixed={{ kind: 'business' }}
			onSearchChange={(next) => void navigate({ search: next })}
		/>
	);
}
