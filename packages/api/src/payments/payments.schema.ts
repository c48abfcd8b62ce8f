import { z } from 'zod';

/**
 * Inputs of the payments procedures (issue 6). Prices never come from the browser: a purchase
 * names a plan, and the server prices it from the plan data.
 */

const planId = z.string().trim().min(1).max(100);
const subscriptionId = z.string().trim().min(1).max(100);
/** The browser makes one per user action; a retry of the same action reuses it (PayPal-Request-Id). */
const operationId = z.uuid();

/** What the buyer was shown and confirmed PayPal would charge for the first period ("81.36", "USD"). */
export const moneySchema = z.object({
	amount: z
		.string()
		.trim()
		.regex(/^\d{1,9}(\.\d{1,2})?$/),
	currency: z
		.string()
		.trim()
		.regex(/^[A-Z]{3}$/),
});

/**
 * `expectedCharge` is what the dialog showed the buyer. When the server's charge for this user
 * differs (the first purchase was used meanwhile, or the operator changed the rate), the subscribe
 * is refused rather than charge an amount the buyer never saw. The browser always sends it; API
 * clients may leave it out.
 */
export const subscribeSchema = z.object({ planId, operationId, expectedCharge: moneySchema.optional() });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const confirmSubscriptionSchema = z.object({ subscriptionId });
export type ConfirmSubscriptionInput = z.infer<typeof confirmSubscriptionSchema>;

export const changePlanSchema = z.object({ subscriptionId, planId, operationId });
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** cancel, suspend and resume. */
export const subscriptionActionSchema = z.object({ subscriptionId, operationId });
export type SubscriptionActionInput = z.infer<typeof subscriptionActionSchema>;
