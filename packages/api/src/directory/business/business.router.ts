import { router } from '../../trpc';

export const businessRouter = router({});
