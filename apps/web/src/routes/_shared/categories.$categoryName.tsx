import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../features/search/category-page';
import { readListingSearch } from '../../features/search/listing-search';

export const Route = createFileRoute('/_shared/categories/$categoryName')({
	validateSearch: readListingSearch,
	component: CategoryRoute,
});

function CategoryRoute() {
	const { categoryName } = Route.useParams();
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return (
		<CategoryPage slug={categoryName} search={search} onSearchChange={(next) => void navigate({ search: next })} />
	);
}
