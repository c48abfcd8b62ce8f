import { router } from '../trpc';

export const chatRouter = router({});
