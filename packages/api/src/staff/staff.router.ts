import { router } from '../trpc';
import { staffOverviewRouter } from './overview/staff-overview.router';
import { staffReportsRouter } from './reports/staff-reports.router';
import { staffUsersRouter } from './users/staff-users.router';
import { staffVerificationsRouter } from './verifications/staff-verifications.router';

/**
 * The staff side (docs/admin.md). Every procedure under it is a moderatorProcedure or an
 * adminProcedure (trpc.ts); staff-authorization.test.ts walks the router to prove it.
 */
export const staffRouter = router({
	overview: staffOverviewRouter,
	reports: staffReportsRouter,
	users: staffUsersRouter,
	verifications: staffVerificationsRouter,
});
