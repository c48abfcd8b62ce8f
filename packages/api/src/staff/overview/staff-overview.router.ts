import { adminProcedure, moderatorProcedure, router } from '../../trpc';
import { listStaffAudit } from './staff-audit-list';
import { staffDashboard } from './staff-dashboard';
import { staffAuditSchema } from './staff-overview.schema';

/** The /admin dashboard's figures (every staff member) and the audit log (admins only); docs/admin.md. */
export const staffOverviewRouter = router({
	dashboard: moderatorProcedure.query(({ ctx }) => staffDashboard(ctx.db, ctx.clock.now())),
	audit: adminProcedure.input(staffAuditSchema).query(({ ctx, input }) => listStaffAudit(ctx.db, input)),
});
