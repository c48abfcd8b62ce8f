import { type StaffAction, type StaffRole, type StaffTargetKind, staffAudit, users } from '@edge/db';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';
import type { StaffAuditFilters } from './staff-overview.schema';
import { labelOf, targetLabels } from './target-labels';

export interface StaffAuditEntry {
	id: number;
	staffId: string | null;
	staffEmail: string;
	staffRole: StaffRole | 'cli';
	action: StaffAction;
	targetKind: StaffTargetKind;
	targetId: string;
	/** The target's readable name now (a profile's title, a post's title, a user's e-mail…); null once deleted. */
	targetLabel: string | null;
	targetUserId: string | null;
	targetUserEmail: string | null;
	reason: string | null;
	detail: Record<string, unknown> | null;
	createdAt: string;
}

export interface StaffAuditPage {
	items: StaffAuditEntry[];
	nextCursor: number | null;
}

const DAY_MS = 24 * 3600_000;
/** Santo Domingo is UTC-4 all year: its calendar day D starts at D 04:00 UTC. */
const dayStart = (day: string) => Date.parse(`${day}T04:00:00Z`);

/** The append-only audit (docs/admin.md), newest first, filtered; read by admins only. */
export function listStaffAudit(db: DbOrTx, filters: StaffAuditFilters): StaffAuditPage {
	const where: SQL[] = [];
	if (filters.staffId) where.push(eq(staffAudit.staffId, filters.staffId));
	if (filters.staffEmail) where.push(eq(staffAudit.staffEmail, filters.staffEmail));
	if (filters.action) where.push(eq(staffAudit.action, filters.action));
	if (filters.targetKind) where.push(eq(staffAudit.targetKind, filters.targetKind));
	if (filters.targetUserId) where.push(eq(staffAudit.targetUserId, filters.targetUserId));
	if (filters.from) where.push(gte(staffAudit.createdAt, new Date(dayStart(filters.from))));
	if (filters.to) where.push(lt(staffAudit.createdAt, new Date(dayStart(filters.to) + DAY_MS)));
	if (filters.cursor) where.push(lt(staffAudit.id, filters.cursor));
	const rows = db
		.select()
		.from(staffAudit)
		.where(where.length > 0 ? and(...where) : undefined)
		.orderBy(desc(staffAudit.id))
		.limit(filters.limit + 1)
		.all();
	const page = rows.slice(0, filters.limit);
	const labels = targetLabels(db, page, { withEmails: true });
	const targetUserIds = [...new Set(page.map((row) => row.targetUserId).filter((id): id is string => id !== null))];
	const emails = new Map(
		targetUserIds.length > 0
			? db
					.select({ id: users.id, email: users.email })
					.from(users)
					.where(inArray(users.id, targetUserIds))
					.all()
					.map((row) => [row.id, row.email])
			: [],
	);
	return {
		items: page.map((row) => ({
			id: row.id,
			staffId: row.staffId,
			staffEmail: row.staffEmail,
			staffRole: row.staffRole,
			action: row.action,
			targetKind: row.targetKind,
			targetId: row.targetId,
			targetLabel: labelOf(labels, row),
			targetUserId: row.targetUserId,
			targetUserEmail: row.targetUserId ? (emails.get(row.targetUserId) ?? null) : null,
			reason: row.reason,
			detail: row.detail ?? null,
			createdAt: row.createdAt.toISOString(),
		})),
		nextCursor: rows.length > filters.limit ? (page.at(-1)?.id ?? null) : null,
	};
}
