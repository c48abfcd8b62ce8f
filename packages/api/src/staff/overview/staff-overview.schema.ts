import { STAFF_ACTIONS, STAFF_TARGET_KINDS } from '@edge/db/staff-kinds';
import { z } from 'zod';
import '../../shared/zod-messages';

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit's filters (all optional, combined with AND). Dates are Santo Domingo calendar days,
 * both ends included; the cursor is the `nextCursor` of the previous page (an audit row id).
 */
export const staffAuditSchema = z
	.object({
		staffId: z.string().trim().min(1).max(100).optional(),
		staffEmail: z.string().trim().toLowerCase().min(1).max(254).optional(),
		action: z.enum(STAFF_ACTIONS).optional(),
		targetKind: z.enum(STAFF_TARGET_KINDS).optional(),
		targetUserId: z.string().trim().min(1).max(100).optional(),
		from: z.iso.date().optional(),
		to: z.iso.date().optional(),
		cursor: z.number().int().positive().nullish(),
		limit: z.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
	})
	.default({ limit: AUDIT_PAGE_SIZE });
export type StaffAuditInput = z.input<typeof staffAuditSchema>;
export type StaffAuditFilters = z.output<typeof staffAuditSchema>;
