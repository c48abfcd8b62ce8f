import type { OfferStatus } from '@edge/db';
import type { Money } from '../../payments/payments.types';

/** An offer as its card shows it in both chats. Dates are ISO strings; money is DOP centavos. */
export interface OfferView {
	id: number;
	conversationId: number;
	freelancerId: string;
	customerId: string;
	priceCents: number;
	/** "1500.00": the price as the card and the gateway read it. */
	priceDop: string;
	deliveryDays: number;
	description: string;
	status: OfferStatus;
	createdAt: string;
	decidedAt: string | null;
	paidAt: string | null;
	paymentReference: string | null;
}

/** The message row that carries an offer into the conversation, with the offer for its card. */
export interface OfferMessageView {
	id: number;
	conversationId: number;
	senderId: string;
	clientId: string;
	kind: 'offer';
	body: string;
	offerId: number;
	chargedCents: number;
	createdAt: string;
	offer: OfferView;
}

/** Payload of a 'message' chat event for an offer. */
export interface OfferMessageEvent {
	conversationId: number;
	message: OfferMessageView;
}

/** Payload of an 'offer' chat event: the offer's new state, for the card that shows it. */
export interface OfferChangeEvent {
	conversationId: number;
	offer: OfferView;
}

export interface PayOfferResult {
	orderId: string;
	/** Where the buyer approves the payment (PayPal, or the simulator's page). */
	approveUrl: string;
}

export interface OfferParty {
	id: string;
	name: string;
}

/** What the receipt of a paid offer shows. */
export interface OfferReceipt {
	offerId: number;
	conversationId: number;
	description: string;
	deliveryDays: number;
	priceCents: number;
	priceDop: string;
	freelancer: OfferParty;
	customer: OfferParty;
	paidAt: string;
	/** What PayPal charged, in the currency charged (null for an order no longer on record). */
	charged: Money | null;
	/** The gateway's capture id. */
	paymentReference: string;
	orderId: string | null;
}
