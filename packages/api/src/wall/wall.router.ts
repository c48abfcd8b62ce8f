import { router } from '../trpc';

/** The business wall (issue 9, docs/wall.md): posts, comments, reactions and reports. */
export const wallRouter = router({});
