import { z } from 'zod';
import '../../shared/zod-messages';

/** Inputs of staff.users (docs/admin.md). Messages are catalog keys. */

export const USERS_PAGE_SIZE = 20;
export const STAFF_REASON_MAX = 500;

const userId = z.string().trim().min(1).max(100);

/** Required: the user reads it (a notice, the sign-in refusal) and the audit keeps it. */
const reason = z
	.string({ error: 'admin.users.reasonRequired' })
	.trim()
	.min(1, 'admin.users.reasonRequired')
	.max(STAFF_REASON_MAX, 'validation.tooLong');

export const searchUsersInput = z.object({
	/** Part of a name or an e-mail, any case; empty lists the newest accounts. */
	query: z.string().trim().max(100, 'validation.tooLong').default(''),
	/** The offset of the next page, as the previous page answered it. */
	cursor: z.number().int().min(0).max(10_000).nullish(),
});
export type SearchUsersInput = z.output<typeof searchUsersInput>;

export const userIdInput = z.object({ userId });

export const warnUserInput = z.object({ userId, reason });
export type WarnUserInput = z.output<typeof warnUserInput>;

export const suspendUserInput = z.object({ userId, reason });
export type SuspendUserInput = z.output<typeof suspendUserInput>;

export const restoreUserInput = z.object({
	userId,
	reason: z
		.string()
		.trim()
		.max(STAFF_REASON_MAX, 'validation.tooLong')
		.nullish()
		.transform((value) => value || null),
});
export type RestoreUserInput = z.output<typeof restoreUserInput>;

export const cancelSubscriptionInput = z.object({
	subscriptionId: z.string().trim().min(1).max(100),
	reason,
});
export type CancelSubscriptionInput = z.output<typeof cancelSubscriptionInput>;
