import { router } from '../trpc';

export const imagesRouter = router({});
