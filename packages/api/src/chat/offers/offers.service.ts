import { type ChatOfferRow, chatOffers, conversations, messages, type OfferStatus } from '@edge/db';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { Tx } from '../../shared/db-tx';
import { writeTransaction } from '../../shared/write-transaction';
import type { ChatEvent } from '../chat-bus';
import { publishAll, recordChatEvent } from '../chat-events';
import { refuseIfTooFast } from '../send-rate';
import { conversationForOffer, offerOrNotFound, requireOfferAuthor, requireOfferRecipient } from './offer-access';
import type { CreateOfferInput } from './offers.schema';
import type { OfferChangeEvent, OfferMessageEvent, OfferMessageView, OfferView } from './offers.types';
import { toOfferMessageView, toOfferView } from './offers-views';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

/** Stores the offer's new state as an 'offer' event for both participants (inside the caller's transaction). */
export function recordOfferChange(tx: Tx, offer: ChatOfferRow, now: Date): ChatEvent[] {
	const payload: OfferChangeEvent = { conversationId: offer.conversationId, offer: toOfferView(offer) };
	return [offer.customerId, offer.freelancerId].map((userId) => recordChatEvent(tx, userId, 'offer', payload, now));
}

/**
 * The freelancer's offer: the offer, the message that shows it as a card in the conversation, the
 * conversation's last message and a 'message' event for each side, in one transaction; published
 * once it has committed.
 */
export function createOffer(deps: Deps, userId: string, input: CreateOfferInput): OfferMessageView {
	const now = deps.clock.now();
	const { view, events } = writeTransaction(deps.db, (tx) => {
		const conversation = conversationForOffer(tx, input.conversationId, userId);
		refuseIfTooFast(tx, userId, now, 'chat.offers.errors.tooManyOffers');
		const offer = tx
			.insert(chatOffers)
			.values({
				conversationId: conversation.id,
				freelancerId: conversation.freelancerId,
				customerId: conversation.customerId,
				priceCents: input.price,
				deliveryDays: input.deliveryDays,
				description: input.description,
				status: 'pending',
				createdAt: now,
			})
			.returning()
			.get();
		const message = tx
			.insert(messages)
			.values({
				conversationId: conversation.id,
				senderId: userId,
				// The offer's id is unique, so this never meets a browser-made id of the same sender.
				clientId: `offer-${offer.id}`,
				kind: 'offer',
				body: offer.description,
				offerId: offer.id,
				chargedCents: 0,
				createdAt: now,
			})
			.returning()
			.get();
		tx.update(conversations)
			.set({ lastMessageId: message.id, lastMessageAt: now })
			.where(eq(conversations.id, conversation.id))
			.run();
		const messageView = toOfferMessageView(message, offer);
		const payload: OfferMessageEvent = { conversationId: conversation.id, message: messageView };
		const recorded = [conversation.customerId, conversation.freelancerId].map((id) =>
			recordChatEvent(tx, id, 'message', payload, now),
		);
		return { view: messageView, events: recorded };
	});
	publishAll(deps.chatBus, events);
	return view;
}

type Decision = Extract<OfferStatus, 'accepted' | 'rejected' | 'withdrawn'>;

/**
 * Moves a pending offer to `decision`, once: the UPDATE only matches while the offer is pending, so
 * of two concurrent accepts (or an accept racing a withdraw) one changes it and the other is refused.
 */
export function decideOffer(deps: Deps, userId: string, offerId: number, decision: Decision): OfferView {
	const now = deps.clock.now();
	const { offer, events } = writeTransaction(deps.db, (tx) => {
		const current = offerOrNotFound(tx, offerId);
		if (decision === 'withdrawn') requireOfferAuthor(current, userId);
		else requireOfferRecipient(current, userId);
		const changed = tx
			.update(chatOffers)
			.set({ status: decision, decidedAt: now })
			.where(and(eq(chatOffers.id, offerId), eq(chatOffers.status, 'pending')))
			.returning()
			.get();
		if (!changed) throw new AppError('CONFLICT', 'chat.offers.errors.notPending');
		return { offer: changed, events: recordOfferChange(tx, changed, now) };
	});
	publishAll(deps.chatBus, events);
	return toOfferView(offer);
}
