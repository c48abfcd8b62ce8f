/** The shapes of staff.reports, as the router returns them (types only). */
import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

type ReportsOutputs = inferRouterOutputs<AppRouter>['staff']['reports'];

export type ReportedItem = ReportsOutputs['list']['items'][number];
export type ReportContext = ReportedItem['context'];
