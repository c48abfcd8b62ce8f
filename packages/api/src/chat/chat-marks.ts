import { conversations } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { writeTransaction } from '../shared/write-transaction';
import type { ChatEvent } from './chat-bus';
import { publishAll, recordChatEvent } from './chat-events';
import { blockState, otherParty, requireParticipant } from './conversation-access';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

/**
 * Read and delivered marks: the id of the last message a side has read (or received). Marks only
 * move forward and never past the conversation's last message; a mark that changes nothing stores
 * and sends nothing.
 */

/** Marks the conversation read up to `upToId` (which also means delivered); both sides are told. */
export function markRead(deps: Deps, userId: string, input: { conversationId: number; upToId: number }) {
	const now = deps.clock.now();
	const { upToId, events } = writeTransaction(deps.db, (tx) => {
		const { conversation, role } = requireParticipant(tx, input.conversationId, userId);
		const current = role === 'customer' ? conversation.customerReadId : conversation.freelancerReadId;
		const target = Math.min(input.upToId, conversation.lastMessageId ?? 0);
		if (target <= current) return { upToId: current, events: [] as ChatEvent[] };
		const delivered = role === 'customer' ? conversation.customerDeliveredId : conversation.freelancerDeliveredId;
		const marks =
			role === 'customer'
				? { customerReadId: target, customerDeliveredId: Math.max(delivered, target) }
				: { freelancerReadId: target, freelancerDeliveredId: Math.max(delivered, target) };
		tx.update(conversations).set(marks).where(eq(conversations.id, conversation.id)).run();
		const payload = { conversationId: conversation.id, readerId: userId, upToId: target };
		return {
			upToId: target,
			events: [conversation.customerId, conversation.freelancerId].map((id) =>
				recordChatEvent(tx, id, 'read', payload, now),
			),
		};
	});
	publishAll(deps.chatBus, events);
	return { upToId };
}

/** Marks messages as received by this side's device; the sender is told (their "delivered" tick). */
export function markDelivered(deps: Deps, userId: string, input: { conversationId: number; upToId: number }) {
	const now = deps.clock.now();
	const { upToId, events } = writeTransaction(deps.db, (tx) => {
		const { conversation, role } = requireParticipant(tx, input.conversationId, userId);
		const current = role === 'customer' ? conversation.customerDeliveredId : conversation.freelancerDeliveredId;
		const target = Math.min(input.upToId, conversation.lastMessageId ?? 0);
		if (target <= current) return { upToId: current, events: [] as ChatEvent[] };
		const marks = role === 'customer' ? { customerDeliveredId: target } : { freelancerDeliveredId: target };
		tx.update(conversations).set(marks).where(eq(conversations.id, conversation.id)).run();
		const payload = { conversationId: conversation.id, recipientId: userId, upToId: target };
		return {
			upToId: target,
			events: [recordChatEvent(tx, otherParty(conversation, userId), 'delivered', payload, now)],
		};
	});
	publishAll(deps.chatBus, events);
	return { upToId };
}

/**
 * The typing hint: published to the other side's open streams only, never stored (a hint that
 * arrives after a reconnect would be stale). Nothing is sent across a block.
 */
export function typing(deps: Pick<ApiDeps, 'db' | 'chatBus'>, userId: string, conversationId: number) {
	const { conversation } = requireParticipant(deps.db, conversationId, userId);
	const other = otherParty(conversation, userId);
	const blocks = blockState(deps.db, userId, other);
	if (!blocks.blockedByMe && !blocks.blockedByThem) {
		deps.chatBus.publish({ id: null, userId: other, type: 'typing', payload: { conversationId, userId } });
	}
	return { ok: true as const };
}
