import { createFileRoute } from '@tanstack/react-router';
import { RestaurantProfilePage } from '../../features/restaurant/restaurant-profile-page';
import { type RestaurantSearch, restaurantSearch } from '../../features/restaurant/restaurant-search';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/restaurant-profile')({
	validateSearch: restaurantSearch,
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the restaurant and its reviews.
	loader: pageLoader<RestaurantSearch>(['business', 'restaurant'], async (queryClient, search) =>
		(await import('../../ssr/public-pages-data')).restaurantProfileData(queryClient, search),
	),
	component: RestaurantProfileRoute,
});

function RestaurantProfileRoute() {
	return <RestaurantProfilePage search={Route.useSearch()} />;
}
