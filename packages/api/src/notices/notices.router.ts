import { router } from '../trpc';

// The signed-in user's notices about staff decisions (issue 21, docs/admin.md).
export const noticesRouter = router({});
