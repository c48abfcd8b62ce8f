import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

/** The professional procedures' answers, read from the router's types (type-only: no server code). */
type Outputs = inferRouterOutputs<AppRouter>['professional'];

export type FreelancerView = Outputs['freelancer']['get'];
export type EmployeeView = Outputs['employee']['get'];
export type JobType = Outputs['jobTypes'][number];
