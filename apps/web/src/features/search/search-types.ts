import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

type DirectoryOutputs = inferRouterOutputs<AppRouter>['directory'];

/** A profile as cards show it (directory.search, home, /profile). */
export type ProfileSummary = DirectoryOutputs['search']['items'][number];
export type Suggestion = DirectoryOutputs['suggest'][number];
export type CategoryCount = DirectoryOutputs['categories'][number];
export type CategoryOptions = DirectoryOutputs['categoryOptions'];
export type CategoryLabel = NonNullable<ProfileSummary['category']>;
