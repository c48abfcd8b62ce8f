import { z } from 'zod';
import { moneySchema } from '../../payments/payments.schema';

/**
 * Inputs of chat.billing (issue 8, docs/chat.md "Who pays for a message"). Shared with the web's
 * top-up form. A top-up is one of a few fixed packs: the browser names a pack, never a free amount.
 */

/** DOP$ 50, 100 and 250, in centavos. */
export const TOP_UP_PACKS_CENTS = [5_000, 10_000, 25_000] as const;
export type TopUpPackCents = (typeof TOP_UP_PACKS_CENTS)[number];

const userId = z.string().trim().min(1).max(100);

/** The composer's question: what would my next message to this person cost? */
export const messageAccessSchema = z.object({ otherUserId: userId.optional() }).optional();
export type MessageAccessQueryInput = z.infer<typeof messageAccessSchema>;

export const balanceSchema = z
	.object({
		/** The id of the last entry already shown (entries come newest first). */
		cursor: z.number().int().positive().optional(),
		limit: z.number().int().min(1).max(50).default(20),
	})
	.optional();
export type BalanceInput = z.infer<typeof balanceSchema>;

export const topUpSchema = z.object({
	amountCents: z
		.number({ error: 'chat.billing.unknownPack' })
		.refine((cents) => (TOP_UP_PACKS_CENTS as readonly number[]).includes(cents), {
			error: 'chat.billing.unknownPack',
		}),
	/** The browser makes one per press of the button; a retry reuses it (PayPal-Request-Id). */
	operationId: z.uuid(),
	/** The conversation to come back to after PayPal (/chat/<otherUserId>); the inbox without it. */
	otherUserId: userId.optional(),
	/** What the dialog said PayPal would charge; another amount (the rate changed) is refused. */
	expectedCharge: moneySchema.optional(),
});
export type TopUpInput = z.infer<typeof topUpSchema>;

export const confirmTopUpSchema = z.object({ orderId: z.string().trim().min(1).max(100) });
export type ConfirmTopUpInput = z.infer<typeof confirmTopUpSchema>;
