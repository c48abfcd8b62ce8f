import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/search/categories-page';
import { readListingSearch } from '../../features/search/listing-search';

export const Route = createFileRoute('/_shared/categories/')({
	validateSearch: readListingSearch,
	component: CategoriesRoute,
});

function CategoriesRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return <CategoriesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
