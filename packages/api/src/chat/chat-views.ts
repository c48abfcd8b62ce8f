import { type ChatOfferRow, chatOffers, type MessageRow } from '@edge/db';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
import { hiddenMark } from '../staff/reports/content-visibility';
import type { ChatMessage } from './chat.types';
import { toOfferView } from './offers/offers-views';

export function toChatMessage(row: MessageRow, offer: ChatOfferRow | null = null): ChatMessage {
	return {
		id: row.id,
		conversationId: row.conversationId,
		senderId: row.senderId,
		clientId: row.clientId,
		kind: row.kind,
		body: row.body,
		offerId: row.offerId,
		chargedCents: row.chargedCents,
		createdAt: row.createdAt.toISOString(),
		offer: offer ? toOfferView(offer) : null,
		hidden: hiddenMark(row),
	};
}

/**
 * A message as `viewerId` reads it. One staff hid is kept in its place for the other person, as a
 * placeholder without its text or offer ("message hidden by moderation", as a chat shows a deleted
 * message), so the conversation around it still reads in order; its sender still sees it, marked,
 * with the reason (docs/admin.md).
 */
export function messageFor(message: ChatMessage, viewerId: string): ChatMessage {
	if (!message.hidden || message.senderId === viewerId) return message;
	return { ...message, body: '', offer: null, hidden: { hiddenAt: message.hidden.hiddenAt, reason: null } };
}

/** Messages with the offers their cards show, read in one query, as `viewerId` reads them. */
export function toChatMessages(db: DbOrTx, rows: readonly MessageRow[], viewerId: string): ChatMessage[] {
	const offerIds = rows.flatMap((row) => (row.offerId === null ? [] : [row.offerId]));
	const offers = new Map(
		offerIds.length === 0
			? []
			: db
					.select()
					.from(chatOffers)
					.where(inArray(chatOffers.id, offerIds))
					.all()
					.map((offer) => [offer.id, offer] as const),
	);
	return rows.map((row) =>
		messageFor(toChatMessage(row, row.offerId === null ? null : (offers.get(row.offerId) ?? null)), viewerId),
	);
}
