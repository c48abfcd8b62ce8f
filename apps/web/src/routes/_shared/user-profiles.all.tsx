import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../features/search/listing-page';
import { readListingSearch } from '../../features/search/listing-search';

export const Route = createFileRoute('/_shared/user-profiles/all')({
	validateSearch: readListingSearch,
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
