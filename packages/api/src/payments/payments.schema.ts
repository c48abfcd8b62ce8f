import { z } from 'zod';

/**
 * Inputs of the payments procedures (issue 6). Prices never come from the browser: a purchase
 * names a plan, and the server prices it from the plan data.
 */

const planId = z.string().trim().min(1).max(100);
const subscriptionId = z.string().trim().min(1).max(100);
/** The browser makes one per user action; a retry of the same action reuses it (PayPal-Request-Id). */
const operationId = z.uuid();

/** "9600.00": the amount the buyer was shown and confirmed for the first period. */
const amountDop = z
	.string()
	.trim()
	.regex(/^\d{1,9}(\.\d{1,2})?$/);

/**
 * `expectedAmountDop` is what the dialog showed the buyer. When the server's price for this user
 * differs (the first purchase was used meanwhile, say), the subscribe is refused rather than charge
 * an amount the buyer never saw. The browser always sends it; API clients may leave it out.
 */
export const subscribeSchema = z.object({ planId, operationId, expectedAmountDop: amountDop.optional() });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const confirmSubscriptionSchema = z.object({ subscriptionId });
export type ConfirmSubscriptionInput = z.infer<typeof confirmSubscriptionSchema>;

export const changePlanSchema = z.object({ subscriptionId, planId, operationId });
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** cancel, suspend and resume. */
export const subscriptionActionSchema = z.object({ subscriptionId, operationId });
export type SubscriptionActionInput = z.infer<typeof subscriptionActionSchema>;
