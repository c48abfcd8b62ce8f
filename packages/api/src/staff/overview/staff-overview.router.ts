import { router } from '../../trpc';

// Filled in by issue 21's overview part (docs/admin.md).
export const staffOverviewRouter = router({});
