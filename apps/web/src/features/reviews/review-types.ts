/** The shapes of the reviews procedures, as the router returns them (types only). */
import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

type ReviewOutputs = inferRouterOutputs<AppRouter>['reviews'];

export type ReviewView = ReviewOutputs['list']['items'][number];
export type RatingSummary = ReviewOutputs['summary'];
