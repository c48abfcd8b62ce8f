import type { PlanId } from '../subscription/plan-unlocks';

/** The chat's enumerations and limits for the web app, without zod or the database layer. */
export * from '@edge/db/chat-kinds';

/**
 * The plan a customer buys to write to freelancers without limit (the one plan unlocking
 * 'unlimitedChat', a test keeps them equal): the chat's price notes link to its card.
 */
export const UNLIMITED_CHAT_PLAN_ID = 'freelancer-unlimited-messaging' satisfies PlanId;
