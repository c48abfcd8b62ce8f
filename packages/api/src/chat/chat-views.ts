import { type ChatOfferRow, chatOffers, type MessageRow } from '@edge/db';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
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
	};
}

/** Messages with the offers their cards show, read in one query. */
export function toChatMessages(db: DbOrTx, rows: readonly MessageRow[]): ChatMessage[] {
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
	return rows.map((row) => toChatMessage(row, row.offerId === null ? null : (offers.get(row.offerId) ?? null)));
}
