import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/search/categories-page';
import { type ListingSearch, readListingSearch } from '../../features/search/listing-search';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/categories/')({
	validateSearch: readListingSearch,
	loaderDeps: ({ search }) => search,
	loader: pageLoader<ListingSearch>([], async (queryClient, search) =>
		(await import('../../ssr/page-data')).categoriesData(queryClient, search),
	),
	component: CategoriesRoute,
});

function CategoriesRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return <CategoriesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
