import { type ConversationRow, conversations, type MessageRow, messages } from '@edge/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { DbOrTx, Tx } from '../shared/db-tx';
import { prepared } from '../shared/prepared';
import { writeTransaction } from '../shared/write-transaction';
import { chargeForMessage } from './billing/message-charge';
import type { SendMessageInput } from './chat.schema';
import type { ChatMessage, ChatRole } from './chat.types';
import type { ChatEvent } from './chat-bus';
import { publishAll, recordChatEvent } from './chat-events';
import { toChatMessage } from './chat-views';
import { conversationBetween, freelancerProfileOf, refuseIfBlocked, requireUser, roleIn } from './conversation-access';
import { refuseIfTooFast } from './send-rate';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

/**
 * Sends a text message. One transaction holds the checks, the charge, the message, the
 * conversation's update and a 'message' event for each participant, so a message is never charged
 * without being stored (or the reverse); the events are published only after the commit.
 *
 * Idempotent on (sender, clientId): a resend finds the stored message and answers it again, with no
 * second row, charge or event.
 */
export function sendMessage(deps: Deps, senderId: string, input: SendMessageInput): ChatMessage {
	const now = deps.clock.now();
	let result: { message: ChatMessage; events: ChatEvent[] };
	try {
		result = writeTransaction(deps.db, (tx) => sendInTransaction(tx, senderId, input, now));
	} catch (error) {
		// Another process stored the same clientId between our read and our insert: answer its row.
		if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
		const stored = storedMessage(deps.db, senderId, input.clientId);
		if (!stored) throw error;
		return replay(deps.db, stored, senderId, input.otherUserId);
	}
	publishAll(deps.chatBus, result.events);
	return result.message;
}

function sendInTransaction(
	tx: Tx,
	senderId: string,
	input: SendMessageInput,
	now: Date,
): { message: ChatMessage; events: ChatEvent[] } {
	const stored = storedMessage(tx, senderId, input.clientId);
	if (stored) return { message: replay(tx, stored, senderId, input.otherUserId), events: [] };

	if (input.otherUserId === senderId) throw new AppError('BAD_REQUEST', 'chat.core.selfChat');
	requireUser(tx, input.otherUserId);
	const { conversation, role } = conversationForSending(tx, senderId, input.otherUserId, now);
	refuseIfBlocked(tx, senderId, input.otherUserId);
	refuseIfTooFast(tx, senderId, now, 'chat.core.tooManyMessages');

	const body = input.body.trim();
	const row = prepared(tx, insertTextMessage).get({
		conversationId: conversation.id,
		senderId,
		clientId: input.clientId,
		body,
		createdAt: now,
	});
	if (!row) throw new Error('messages insert returned no row');
	// Charged after the insert so the ledger's debit names its message; a refusal rolls both back.
	const chargedCents = chargeForMessage(tx, { senderId, senderRole: role, now, messageId: row.id });
	const message = chargedCents === 0 ? row : { ...row, chargedCents };
	if (chargedCents !== 0) prepared(tx, setCharged).run({ id: row.id, chargedCents });

	// The sender has read and received everything up to their own message.
	prepared(tx, role === 'customer' ? customerSent : freelancerSent).run({
		id: conversation.id,
		messageId: row.id,
		at: now.getTime(),
	});

	const view = toChatMessage(message);
	const payload = { conversationId: conversation.id, message: view };
	const events = [conversation.customerId, conversation.freelancerId].map((userId) =>
		recordChatEvent(tx, userId, 'message', payload, now),
	);
	return { message: view, events };
}

function storedMessage(db: DbOrTx, senderId: string, clientId: string): MessageRow | undefined {
	return prepared(db, messageOfClientId).get({ senderId, clientId });
}

// The send's statements, prepared once per connection (shared/prepared.ts; docs/bench.md, "Chat").
const messageOfClientId = (db: DbOrTx) =>
	db
		.select()
		.from(messages)
		.where(and(eq(messages.senderId, sql.placeholder('senderId')), eq(messages.clientId, sql.placeholder('clientId'))))
		.prepare();
const insertTextMessage = (db: DbOrTx) =>
	db
		.insert(messages)
		.values({
			conversationId: sql.placeholder('conversationId'),
			senderId: sql.placeholder('senderId'),
			clientId: sql.placeholder('clientId'),
			kind: 'text',
			body: sql.placeholder('body'),
			createdAt: sql.placeholder('createdAt'),
		})
		.returning()
		.prepare();
/** An update's `set` takes SQL, not a bare placeholder. */
const value = (name: string) => sql`${sql.placeholder(name)}`;

const setCharged = (db: DbOrTx) =>
	db
		.update(messages)
		.set({ chargedCents: value('chargedCents') })
		.where(eq(messages.id, sql.placeholder('id')))
		.prepare();
const sentBy = (side: 'customer' | 'freelancer') => (db: DbOrTx) =>
	db
		.update(conversations)
		.set({
			lastMessageId: value('messageId'),
			lastMessageAt: value('at'),
			...(side === 'customer'
				? { customerReadId: value('messageId'), customerDeliveredId: value('messageId') }
				: { freelancerReadId: value('messageId'), freelancerDeliveredId: value('messageId') }),
		})
		.where(eq(conversations.id, sql.placeholder('id')))
		.prepare();
const customerSent = sentBy('customer');
const freelancerSent = sentBy('freelancer');

/** A resend answers the stored message, but only for the same conversation the id was first used in. */
function replay(db: DbOrTx, stored: MessageRow, senderId: string, otherUserId: string): ChatMessage {
	const conversation = db.select().from(conversations).where(eq(conversations.id, stored.conversationId)).get();
	const sameOther =
		conversation &&
		roleIn(conversation, senderId) !== null &&
		(conversation.customerId === otherUserId || conversation.freelancerId === otherUserId);
	if (!sameOther) throw new AppError('CONFLICT', 'chat.core.clientIdReused');
	return toChatMessage(stored);
}

/**
 * The existing conversation with this person, or a new one when the sender is a customer writing
 * to a freelancer (someone owning a freelancer profile) for the first time. A freelancer answers in
 * a conversation a customer opened; they cannot open one with a customer.
 */
function conversationForSending(
	tx: Tx,
	senderId: string,
	otherUserId: string,
	now: Date,
): { conversation: ConversationRow; role: ChatRole } {
	const existing = conversationBetween(tx, senderId, otherUserId);
	if (existing) return { conversation: existing, role: roleIn(existing, senderId) as ChatRole };
	if (!freelancerProfileOf(tx, otherUserId)) throw new AppError('FORBIDDEN', 'chat.core.notAFreelancer');
	const created = tx
		.insert(conversations)
		.values({ customerId: senderId, freelancerId: otherUserId, createdAt: now })
		.returning()
		.get();
	return { conversation: created, role: 'customer' };
}
