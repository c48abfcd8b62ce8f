import { router } from '../../trpc';

// Filled in by issue 21's reports part (docs/admin.md).
export const staffReportsRouter = router({});
