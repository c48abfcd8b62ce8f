import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

/** The shapes of staff.verifications, as the router returns them (types only). */
type VerificationOutputs = inferRouterOutputs<AppRouter>['staff']['verifications'];
export type VerificationRequestItem = VerificationOutputs['list']['items'][number];
export type VerificationStatus = VerificationRequestItem['status'];
