import { createFileRoute } from '@tanstack/react-router';
import { BusinessPage } from '../../features/business/business-page';
import { type BusinessSearch, businessSearch } from '../../features/business/business-search';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/businessProfile')({
	loader: catalogLoader(['business']),
	validateSearch: (search: Record<string, unknown>): BusinessSearch => businessSearch(search),
	component: function BusinessProfileRoute() {
		return <BusinessPage search={Route.useSearch()} />;
	},
});
