/** The chat's enumerations, free of drizzle so the web app can import them. */
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const MESSAGE_KINDS = ['text', 'offer'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Why the chat balance moved: a top-up through the payment gateway, or one message sent. */
export const LEDGER_REASONS = ['topup', 'message'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const CHAT_ORDER_PURPOSES = ['topup', 'offer'] as const;
export type ChatOrderPurpose = (typeof CHAT_ORDER_PURPOSES)[number];

/** Spec section 9: each chat message costs 69 cents; the trial lasts 60 days. */
export const MESSAGE_PRICE_CENTS = 69;
export const CHAT_TRIAL_DAYS = 60;
export const MAX_MESSAGE_LENGTH = 2000;
export const MESSAGES_PER_MINUTE = 30;
