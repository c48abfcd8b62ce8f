import { router } from '../trpc';

export const mapsRouter = router({});
