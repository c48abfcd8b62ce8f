import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/search/listing-page';
import { readListingSearch } from '../features/search/listing-search';
import { FullBleedPage } from '../features/shell/full-bleed-page';

export const Route = createFileRoute('/employees')({
	validateSearch: readListingSearch,
	component: EmployeesRoute,
});

function EmployeesRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return (
		<FullBleedPage>
			<Container size="lg" py="xl">
				<ListingPage
					page="employees"
					search={search}
					fixed={{ kind: 'employee' }}
					onSearchChange={(next) => void navigate({ search: next })}
				/>
			</Container>
		</FullBleedPage>
	);
}
