import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../features/search/category-page';
import { readListingSearch } from '../../features/search/listing-search';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/categories/$categoryName')({
	validateSearch: readListingSearch,
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the category and its listing.
	loader: (match) =>
		pageLoader([], async (queryClient) =>
			(await import('../../ssr/public-pages-data')).categoryData(queryClient, match.params.categoryName, match.deps),
		)(match),
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
