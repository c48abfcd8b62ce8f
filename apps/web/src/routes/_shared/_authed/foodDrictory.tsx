import { createFileRoute } from '@tanstack/react-router';
import { FoodDirectoryPage } from '../../../features/restaurant/food-directory-page';
import { catalogLoader } from '../../../lib/i18n';

export const Route = createFileRoute('/_shared/_authed/foodDrictory')({
	loader: catalogLoader(['business', 'restaurant']),
	component: FoodDirectoryPage,
});
