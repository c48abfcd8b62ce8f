import type { LedgerReason } from '@edge/db/chat-kinds';
import type { Money } from '../../payments/payments.types';

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
	/** The DOP$ amount (centavos) this order added to the balance: the pack, at the rate shown when paid. */
	creditedCents: number;
	/** What PayPal charged for it, in the currency charged. */
	charged: Money;
}
