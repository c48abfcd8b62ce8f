import { router } from '../../trpc';

// Filled in by issue 21's verifications part (docs/admin.md).
export const staffVerificationsRouter = router({});
