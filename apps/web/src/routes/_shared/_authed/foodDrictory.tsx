import { createFileRoute } from '@tanstack/react-router';
import { FoodDirectoryPage } from '../../../features/restaurant/food-directory-page';
import { loadCatalogs } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/foodDrictory')({
	loader: () => loadCatalogs(['business', 'restaurant']),
	component: FoodDirectoryPage,
});
