import { createFileRoute } from '@tanstack/react-router';
import { RestaurantProfilePage } from '../../features/restaurant/restaurant-profile-page';
import { restaurantSearch } from '../../features/restaurant/restaurant-search';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/restaurant-profile')({
	loader: catalogLoader(['business', 'restaurant']),
	validateSearch: restaurantSearch,
	component: RestaurantProfileRoute,
});

function RestaurantProfileRoute() {
	return <RestaurantProfilePage search={Route.useSearch()} />;
}
