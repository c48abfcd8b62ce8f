import { createFileRoute } from '@tanstack/react-router';
import { RestaurantPartPage } from '../../../features/restaurant/restaurant-part-page';
import { partSearch } from '../../../features/restaurant/restaurant-search';
import { catalogLoader } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/createHighlight')({
	loader: catalogLoader(['business', 'restaurant']),
	validateSearch: partSearch,
	component: Page,
});

function Page() {
	const { profileId } = Route.useSearch();
	return <RestaurantPartPage kind="highlight" profileId={profileId} />;
}
