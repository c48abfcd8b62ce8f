import { router } from '../../trpc';

export const professionalRouter = router({});
