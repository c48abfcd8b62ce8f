import { createFileRoute } from '@tanstack/react-router';
import { FoodDirectoryPage } from '../../../features/restaurant/food-directory-page';

export const Route = createFileRoute('/_shared/_authed/foodDrictory')({
	component: FoodDirectoryPage,
});
