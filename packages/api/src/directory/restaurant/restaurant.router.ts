import { router } from '../../trpc';

export const restaurantRouter = router({});
