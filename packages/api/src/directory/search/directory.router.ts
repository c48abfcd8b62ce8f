import { router } from '../../trpc';

export const directoryRouter = router({});
