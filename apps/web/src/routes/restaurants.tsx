import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/search/listing-page';
import { readListingSearch } from '../features/search/listing-search';
import { FullBleedPage } from '../features/shell/full-bleed-page';

export const Route = createFileRoute('/restaurants')({
	validateSearch: readListingSearch,
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
