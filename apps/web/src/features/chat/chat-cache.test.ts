import { describe, expect, it } from 'vitest';
import { flattenMessages, type MessagesCache, withMessage, withOffer } from './chat-cache';
import type { MessageView, OfferView } from './chat-types';

const message = (id: number, extra: Partial<MessageView> = {}): MessageView => ({
	id,
	clientId: `c-${id}`,
	senderId: 'u1',
	kind: 'text',
	body: `m${id}`,
	createdAt: '2026-11-21T15:00:00Z',
	...extra,
});

const cache = (newest: MessageView[], older: MessageView[]): MessagesCache => ({
	pages: [
		{ messages: newest, olderCursor: 3 },
		{ messages: older, olderCursor: null },
	],
	pageParams: [null, 3],
});

describe('the messages cache', () => {
	it('flattens pages oldest first', () => {
		expect(flattenMessages(cache([message(3), message(4)], [message(1), message(2)])).map((m) => m.id)).toEqual([
			1, 2, 3, 4,
		]);
	});

	it('adds a live message once, even when the send answer and the event both arrive', () => {
		let data = withMessage(cache([message(3)], [message(1)]), message(5));
		data = withMessage(data, message(5));
		data = withMessage(data, message(4));
		expect(flattenMessages(data).map((m) => m.id)).toEqual([1, 3, 4, 5]);
	});

	it('puts the new state of an offer on its card', () => {
		const offer: OfferView = {
			id: 9,
			conversationId: 1,
			freelancerId: 'f',
			customerId: 'c',
			priceCents: 150_000,
			priceDop: '1500.00',
			deliveryDays: 3,
			description: 'Logo',
			status: 'pending',
			createdAt: '2026-11-21T10:00:00.000Z',
			decidedAt: null,
			paidAt: null,
			paymentReference: null,
		};
		const data = withOffer(cache([message(3, { kind: 'offer', offer })], []), { ...offer, status: 'accepted' });
		expect(flattenMessages(data)[0]?.offer?.status).toBe('accepted');
	});
});
