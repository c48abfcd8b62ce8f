import { REPORTED_KINDS } from '@edge/db/staff-kinds';
import { z } from 'zod';
import '../../shared/zod-messages';

/** Inputs of staff.reports (docs/admin.md). Messages are catalog keys. */

export const REPORTS_PAGE_MAX = 50;
export const STAFF_REASON_MAX = 500;

const kind = z.enum(REPORTED_KINDS);
const id = z.number().int().positive();

/** The open reports (the queue), or the content hidden now (to restore it). */
export const REPORT_QUEUE_VIEWS = ['open', 'hidden'] as const;

export const reportQueueSchema = z.object({
	view: z.enum(REPORT_QUEUE_VIEWS).default('open'),
	/** Only one kind of item; absent for all. */
	kind: kind.nullish(),
	/** The `nextCursor` of the previous page. */
	cursor: z.string().max(100).nullish(),
	limit: z.number().int().min(1).max(REPORTS_PAGE_MAX).default(20),
});
export type ReportQueueInput = z.input<typeof reportQueueSchema>;

export const reportedItemSchema = z.object({ kind, id });

const optionalReason = z
	.string()
	.trim()
	.max(STAFF_REASON_MAX, 'validation.tooLong')
	.nullish()
	.transform((value) => value || null);

export const dismissReportsSchema = reportedItemSchema.extend({ reason: optionalReason });
export const restoreContentSchema = reportedItemSchema.extend({ reason: optionalReason });
/** Hiding always says why: the author is told, and the audit keeps it. */
export const hideContentSchema = reportedItemSchema.extend({
	reason: z.string().trim().min(1, 'admin.reports.errors.reasonRequired').max(STAFF_REASON_MAX, 'validation.tooLong'),
});
