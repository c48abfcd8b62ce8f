import { createFileRoute } from '@tanstack/react-router';
import { BusinessPage } from '../../features/business/business-page';
import { type BusinessSearch, businessSearch } from '../../features/business/business-search';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/businessProfile')({
	validateSearch: (search: Record<string, unknown>): BusinessSearch => businessSearch(search),
	loaderDeps: ({ search }) => search,
	loader: pageLoader<BusinessSearch>(['business'], async (queryClient, search) =>
		(await import('../../ssr/page-data')).businessProfileData(queryClient, search),
	),
	component: function BusinessProfileRoute() {
		return <BusinessPage search={Route.useSearch()} />;
	},
});
