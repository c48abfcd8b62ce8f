/**
 * The staff side's enumerations (docs/admin.md), free of drizzle so the web app can import them
 * (via @edge/db/staff-kinds) without pulling the database layer into its bundle.
 */

/** A moderator acts on reports and verifications; an admin also reads the audit and cancels plans. */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a report points at; several reports of one item are one row of the queue. */
export const REPORTED_KINDS = ['review', 'wallPost', 'wallComment', 'chatMessage'] as const;
export type ReportedKind = (typeof REPORTED_KINDS)[number];

/** How a report was closed: the item kept (dismissed) or hidden. */
export const REPORT_RESOLUTIONS = ['dismissed', 'hidden'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const VERIFICATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

/** What the account page tells a user about a staff decision that concerns them, in their language. */
export const USER_NOTICE_KINDS = [
	'contentHidden',
	'contentRestored',
	'warning',
	'suspended',
	'restored',
	'verificationApproved',
	'verificationRejected',
	'subscriptionCancelled',
] as const;
export type UserNoticeKind = (typeof USER_NOTICE_KINDS)[number];

/** Every action a staff member can take; each one writes a row of staff_audit. */
export const STAFF_ACTIONS = [
	'report.dismiss',
	'content.hide',
	'content.restore',
	'user.warn',
	'user.suspend',
	'user.restore',
	'subscription.cancel',
	'verification.approve',
	'verification.reject',
	'staff.grant',
	'staff.revoke',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What an audit row or a notice points at. */
export const STAFF_TARGET_KINDS = [...REPORTED_KINDS, 'user', 'profile', 'subscription', 'verification'] as const;
export type StaffTargetKind = (typeof STAFF_TARGET_KINDS)[number];
