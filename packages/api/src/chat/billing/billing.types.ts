import type { LedgerReason } from '@edge/db/chat-kinds';

export type { MessageAccess } from './message-access';

export interface LedgerEntry {
	id: number;
	/** Centavos: positive for a top-up, negative (-69) for a message. */
	deltaCents: number;
	reason: LedgerReason;
	/** ISO time. */
	createdAt: string;
}

export interface ChatBalance {
	balanceCents: number;
	/** Newest first. */
	entries: LedgerEntry[];
	/** Pass as `cursor` for the next page; null at the end. */
	nextCursor: number | null;
}

export interface TopUpStarted {
	orderId: string;
	/** The PayPal page where the buyer approves the payment. */
	approveUrl: string;
}

export interface TopUpConfirmed {
	balanceCents: number;
	/** The amount this order added to the balance. */
	creditedCents: number;
}
