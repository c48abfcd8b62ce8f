import { router } from '../../trpc';

// Filled in by issue 21's users part (docs/admin.md).
export const staffUsersRouter = router({});
