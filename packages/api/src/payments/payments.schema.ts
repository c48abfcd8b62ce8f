import { z } from 'zod';

/**
 * Inputs of the payments procedures (issue 6). Prices never come from the browser: a purchase
 * names a plan, and the server prices it from the plan data.
 */

const planId = z.string().trim().min(1).max(100);
const subscriptionId = z.string().trim().min(1).max(100);
/** The browser makes one per user action; a retry of the same action reuses it (PayPal-Request-Id). */
const operationId = z.uuid();

export const subscribeSchema = z.object({ planId, operationId });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const confirmSubscriptionSchema = z.object({ subscriptionId });
export type ConfirmSubscriptionInput = z.infer<typeof confirmSubscriptionSchema>;

export const changePlanSchema = z.object({ subscriptionId, planId, operationId });
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** cancel, suspend and resume. */
export const subscriptionActionSchema = z.object({ subscriptionId, operationId });
export type SubscriptionActionInput = z.infer<typeof subscriptionActionSchema>;
