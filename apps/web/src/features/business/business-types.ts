import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

/** The shapes of the business procedures, as the router returns them (types only). */
type BusinessOutputs = inferRouterOutputs<AppRouter>['business'];
export type BusinessProfileView = BusinessOutputs['get'];
export type MyBusinessProfile = BusinessOutputs['mine']['profiles'][number];
export type BusinessCategory = BusinessOutputs['categories'][number];
export type VerificationState = BusinessOutputs['verification'];
