import { moderatorProcedure, router } from '../../trpc';
import { actorOf } from '../staff-audit';
import { dismissReports, hideContent, restoreContent } from './report-actions';
import { reportQueue, requireReportedItem } from './report-queue';
import {
	dismissReportsSchema,
	hideContentSchema,
	reportedItemSchema,
	reportQueueSchema,
	restoreContentSchema,
} from './staff-reports.schema';

/**
 * The reports queue and hidden content (issue 21, docs/admin.md): moderators and admins read the
 * open reports grouped by item, and dismiss them, hide the item or restore it. Each action is one
 * transaction with its audit row.
 */
export const staffReportsRouter = router({
	list: moderatorProcedure.input(reportQueueSchema).query(({ ctx, input }) => reportQueue(ctx, input)),
	item: moderatorProcedure
		.input(reportedItemSchema)
		.query(({ ctx, input }) => requireReportedItem(ctx, input.kind, input.id)),
	dismiss: moderatorProcedure
		.input(dismissReportsSchema)
		.mutation(({ ctx, input }) => dismissReports(ctx, actorOf(ctx), input)),
	hide: moderatorProcedure.input(hideContentSchema).mutation(({ ctx, input }) => hideContent(ctx, actorOf(ctx), input)),
	restore: moderatorProcedure
		.input(restoreContentSchema)
		.mutation(({ ctx, input }) => restoreContent(ctx, actorOf(ctx), input)),
});
