import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { profiles } from '../directory/profile.tables';
import { users } from '../user/user.table';
import {
	STAFF_ACTIONS,
	STAFF_ROLES,
	STAFF_TARGET_KINDS,
	USER_NOTICE_KINDS,
	VERIFICATION_REQUEST_STATUSES,
} from './staff-kinds';

export * from './staff-kinds';

/**
 * Every staff action, append-only: triggers in drizzle/0012_staff.sql refuse UPDATE and DELETE.
 * No foreign key: a row outlives the staff member's and the target's accounts (who acted is kept
 * as id and e-mail at the time).
 */
export const staffAudit = sqliteTable(
	'staff_audit',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		/** Null for actions taken from the command line (staff:grant, staff:revoke). */
		staffId: text(),
		staffEmail: text().notNull(),
		staffRole: text({ enum: [...STAFF_ROLES, 'cli'] }).notNull(),
		action: text({ enum: STAFF_ACTIONS }).notNull(),
		targetKind: text({ enum: STAFF_TARGET_KINDS }).notNull(),
		targetId: text().notNull(),
		/** The user the target belongs to (the author of hidden content, the suspended user…). */
		targetUserId: text(),
		reason: text(),
		/** JSON: what the action changed (the plan cancelled, the report count dismissed…). */
		detail: text({ mode: 'json' }).$type<Record<string, unknown>>(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		index('staff_audit_time_idx').on(t.createdAt, t.id),
		index('staff_audit_staff_idx').on(t.staffId, t.id),
		index('staff_audit_target_idx').on(t.targetKind, t.targetId),
		index('staff_audit_target_user_idx').on(t.targetUserId, t.id),
	],
);

/** What a user is told about a staff decision concerning them (shown in their account). */
export const userNotices = sqliteTable(
	'user_notices',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		kind: text({ enum: USER_NOTICE_KINDS }).notNull(),
		targetKind: text({ enum: STAFF_TARGET_KINDS }),
		targetId: text(),
		/** The staff member's reason, shown as written. */
		reason: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		readAt: integer({ mode: 'timestamp_ms' }),
	},
	(t) => [index('user_notices_user_idx').on(t.userId, t.id)],
);

/**
 * A business's request to be verified, made when the owner proved the phone or e-mail with a code;
 * staff approve it (profiles.verified_at is set) or reject it with a reason the owner sees.
 */
export const verificationRequests = sqliteTable(
	'verification_requests',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		profileId: integer()
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		ownerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		status: text({ enum: VERIFICATION_REQUEST_STATUSES }).notNull().default('pending'),
		/** What was submitted, as it was then: the proven contact, the name and the RNC or cédula. */
		channel: text({ enum: ['phone', 'email'] }).notNull(),
		target: text().notNull(),
		businessName: text().notNull(),
		taxId: text(),
		submittedAt: integer({ mode: 'timestamp_ms' }).notNull(),
		decidedAt: integer({ mode: 'timestamp_ms' }),
		decidedById: text(),
		/** The reason of a rejection (or a note on an approval), shown to the owner. */
		reason: text(),
	},
	(t) => [
		index('verification_requests_status_idx').on(t.status, t.submittedAt),
		index('verification_requests_profile_idx').on(t.profileId, t.id),
	],
);

export type StaffAuditRow = typeof staffAudit.$inferSelect;
export type UserNoticeRow = typeof userNotices.$inferSelect;
export type VerificationRequestRow = typeof verificationRequests.$inferSelect;
