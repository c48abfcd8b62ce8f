import { VERIFICATION_REQUEST_STATUSES } from '@edge/db/staff-kinds';
import { z } from 'zod';
import '../../shared/zod-messages';

/** Inputs of staff.verifications (docs/admin.md). Messages are catalog keys. */

export const VERIFICATIONS_PAGE_SIZE = 20;
export const VERIFICATION_REASON_MAX = 500;

const requestId = z.number().int().positive();

export const listVerificationsInput = z.object({
	status: z.enum(VERIFICATION_REQUEST_STATUSES).default('pending'),
	/** The `nextCursor` of the page before (pages go oldest first, by submission time, then id). */
	cursor: z.string().max(100).nullish(),
});
export type ListVerificationsInput = z.input<typeof listVerificationsInput>;

export const approveVerificationInput = z.object({
	requestId,
	/** Optional: shown to the owner with the approval. */
	note: z
		.string()
		.trim()
		.max(VERIFICATION_REASON_MAX, 'validation.tooLong')
		.nullish()
		.transform((value) => value || null),
});
export type ApproveVerificationInput = z.output<typeof approveVerificationInput>;

export const rejectVerificationInput = z.object({
	requestId,
	/** Required: the owner reads it to know what to fix before asking again. */
	reason: z
		.string({ error: 'admin.verifications.reasonRequired' })
		.trim()
		.min(1, 'admin.verifications.reasonRequired')
		.max(VERIFICATION_REASON_MAX, 'validation.tooLong'),
});
export type RejectVerificationInput = z.output<typeof rejectVerificationInput>;
