import { router } from '../../trpc';

export const reviewsRouter = router({});
