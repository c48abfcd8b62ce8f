import { router } from '../../trpc';

export const chatOffersRouter = router({});
