import { router } from '../../trpc';

export const chatBillingRouter = router({});
