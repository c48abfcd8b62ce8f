import { type ChatOfferRow, chatOrders, type MessageRow, users } from '@edge/db';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { formatCents } from '../../payments/money';
import { chargedBy } from '../../payments/order-charge';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { offerOrNotFound, requireOfferParticipant } from './offer-access';
import type { OfferMessageView, OfferParty, OfferReceipt, OfferView } from './offers.types';

export function toOfferView(row: ChatOfferRow): OfferView {
	return {
		id: row.id,
		conversationId: row.conversationId,
		freelancerId: row.freelancerId,
		customerId: row.customerId,
		priceCents: row.priceCents,
		priceDop: formatCents(row.priceCents),
		deliveryDays: row.deliveryDays,
		description: row.description,
		status: row.status,
		createdAt: row.createdAt.toISOString(),
		decidedAt: row.decidedAt?.toISOString() ?? null,
		paidAt: row.paidAt?.toISOString() ?? null,
		paymentReference: row.paymentReference,
	};
}

export function toOfferMessageView(message: MessageRow, offer: ChatOfferRow): OfferMessageView {
	return {
		id: message.id,
		conversationId: message.conversationId,
		senderId: message.senderId,
		clientId: message.clientId,
		kind: 'offer',
		body: message.body,
		offerId: offer.id,
		chargedCents: message.chargedCents,
		createdAt: message.createdAt.toISOString(),
		offer: toOfferView(offer),
	};
}

/** The offer for its card (participants only). */
export function getOffer(deps: Pick<ApiDeps, 'db'>, userId: string, offerId: number): OfferView {
	const offer = offerOrNotFound(deps.db, offerId);
	requireOfferParticipant(offer, userId);
	return toOfferView(offer);
}

function party(db: DbOrTx, userId: string): OfferParty {
	const user = db
		.select({ firstName: users.firstName, lastName: users.lastName })
		.from(users)
		.where(eq(users.id, userId))
		.get();
	return { id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
}

/** The receipt of a paid offer, for either participant. */
export function offerReceipt(deps: Pick<ApiDeps, 'db'>, userId: string, offerId: number): OfferReceipt {
	const offer = offerOrNotFound(deps.db, offerId);
	requireOfferParticipant(offer, userId);
	if (!offer.paidAt || !offer.paymentReference) throw new AppError('NOT_FOUND', 'chat.offers.errors.notPaid');
	const order = deps.db
		.select({
			id: chatOrders.id,
			amountCents: chatOrders.amountCents,
			chargeCents: chatOrders.chargeCents,
			chargeCurrency: chatOrders.chargeCurrency,
		})
		.from(chatOrders)
		.where(
			and(
				eq(chatOrders.offerId, offer.id),
				eq(chatOrders.purpose, 'offer'),
				eq(chatOrders.captureId, offer.paymentReference),
			),
		)
		.get();
	return {
		offerId: offer.id,
		conversationId: offer.conversationId,
		description: offer.description,
		deliveryDays: offer.deliveryDays,
		priceCents: offer.priceCents,
		priceDop: formatCents(offer.priceCents),
		freelancer: party(deps.db, offer.freelancerId),
		customer: party(deps.db, offer.customerId),
		paidAt: offer.paidAt.toISOString(),
		charged: order ? chargedBy(order) : null,
		paymentReference: offer.paymentReference,
		orderId: order?.id ?? null,
	};
}
