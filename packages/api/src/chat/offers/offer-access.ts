import { type ChatOfferRow, type ConversationRow, chatBlocks, chatOffers, conversations } from '@edge/db';
import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';

/**
 * Who may do what with an offer. Unknown ids are NOT_FOUND; someone else's offer or conversation is
 * FORBIDDEN. Only the conversation's freelancer makes and withdraws offers; only its customer (the
 * offer's recipient) accepts, rejects and pays them.
 */

export function offerOrNotFound(db: DbOrTx, offerId: number): ChatOfferRow {
	const offer = db.select().from(chatOffers).where(eq(chatOffers.id, offerId)).get();
	if (!offer) throw new AppError('NOT_FOUND', 'chat.offers.errors.notFound');
	return offer;
}

export function requireOfferParticipant(offer: ChatOfferRow, userId: string): void {
	if (offer.customerId !== userId && offer.freelancerId !== userId) {
		throw new AppError('FORBIDDEN', 'chat.offers.errors.notParticipant');
	}
}

export function requireOfferRecipient(offer: ChatOfferRow, userId: string): void {
	requireOfferParticipant(offer, userId);
	if (offer.customerId !== userId) throw new AppError('FORBIDDEN', 'chat.offers.errors.notRecipient');
}

export function requireOfferAuthor(offer: ChatOfferRow, userId: string): void {
	requireOfferParticipant(offer, userId);
	if (offer.freelancerId !== userId) throw new AppError('FORBIDDEN', 'chat.offers.errors.notAuthor');
}

/** The conversation a freelancer sends an offer in: theirs, as its freelancer, and nobody blocked. */
export function conversationForOffer(db: DbOrTx, conversationId: number, userId: string): ConversationRow {
	const conversation = db.select().from(conversations).where(eq(conversations.id, conversationId)).get();
	if (!conversation) throw new AppError('NOT_FOUND', 'chat.offers.errors.conversationNotFound');
	// The customer and strangers alike: only this conversation's freelancer makes offers in it.
	if (conversation.freelancerId !== userId) throw new AppError('FORBIDDEN', 'chat.offers.errors.onlyFreelancer');
	if (isBlockedEitherWay(db, conversation.customerId, conversation.freelancerId)) {
		throw new AppError('FORBIDDEN', 'chat.offers.errors.blocked');
	}
	return conversation;
}

/** A block stops messages both ways, and an offer is a message. */
function isBlockedEitherWay(db: DbOrTx, a: string, b: string): boolean {
	const block = db
		.select({ id: chatBlocks.id })
		.from(chatBlocks)
		.where(
			or(
				and(eq(chatBlocks.blockerId, a), eq(chatBlocks.blockedId, b)),
				and(eq(chatBlocks.blockerId, b), eq(chatBlocks.blockedId, a)),
			),
		)
		.get();
	return block !== undefined;
}
