import { type ConversationRow, conversations, messages } from '@edge/db';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { InboxInput, MessagesPageInput } from './chat.schema';
import type { ConversationState, InboxItem, InboxPage, MessagesPage } from './chat.types';
import { toChatMessages } from './chat-views';
import {
	blockState,
	chatPeople,
	chatPerson,
	conversationBetween,
	freelancerProfileOf,
	otherParty,
	requireParticipant,
	requireUser,
	roleIn,
} from './conversation-access';

type Deps = Pick<ApiDeps, 'db'>;

/**
 * The messages the user has not read in a conversation: the other side's, after their read mark.
 * Columns are written qualified: drizzle leaves them bare in a one-table select, and bare names
 * inside this subquery would resolve to `messages`.
 */
const unreadIn = (userId: string) => sql<number>`(
	select count(*) from "messages" as m
	where m."conversation_id" = "conversations"."id"
		and m."sender_id" <> ${userId}
		and m."id" > (case when "conversations"."customer_id" = ${userId}
			then "conversations"."customer_read_id" else "conversations"."freelancer_read_id" end)
)`;

const mine = (userId: string) => or(eq(conversations.customerId, userId), eq(conversations.freelancerId, userId));

/** `<lastMessageAt ms>:<id>` of the last item shown; pages go newest first by that pair. */
function parseInboxCursor(cursor: string): { at: number; id: number } {
	const match = /^(\d+):(\d+)$/.exec(cursor);
	if (!match) throw new AppError('BAD_REQUEST', 'errors.badRequest');
	return { at: Number(match[1]), id: Number(match[2]) };
}

/** Conversations newest first, with the other person, the last message, the unread count and blocks. */
export function inbox(deps: Deps, userId: string, input: InboxInput): InboxPage {
	const limit = input.limit ?? 20;
	const lastAt = sql<number>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;
	let after: SQL | undefined;
	if (input.cursor) {
		const cursor = parseInboxCursor(input.cursor);
		after = sql`(${lastAt} < ${cursor.at} or (${lastAt} = ${cursor.at} and ${conversations.id} < ${cursor.id}))`;
	}
	const rows = deps.db
		.select({ conversation: conversations, unread: unreadIn(userId), lastAt })
		.from(conversations)
		.where(and(mine(userId), after))
		.orderBy(desc(lastAt), desc(conversations.id))
		.limit(limit + 1)
		.all();
	const page = rows.slice(0, limit);
	const people = chatPeople(
		deps.db,
		page.map((row) => otherParty(row.conversation, userId)),
	);
	const lastIds = page.flatMap((row) => (row.conversation.lastMessageId ? [row.conversation.lastMessageId] : []));
	const lastMessages = new Map(
		lastIds.length === 0
			? []
			: toChatMessages(deps.db, deps.db.select().from(messages).where(inArray(messages.id, lastIds)).all(), userId).map(
					(message) => [message.id, message] as const,
				),
	);
	const items: InboxItem[] = [];
	for (const row of page) {
		const otherId = otherParty(row.conversation, userId);
		const other = people.get(otherId);
		if (!other) continue;
		items.push({
			conversationId: row.conversation.id,
			myRole: roleIn(row.conversation, userId) ?? 'customer',
			other,
			lastMessage: row.conversation.lastMessageId ? (lastMessages.get(row.conversation.lastMessageId) ?? null) : null,
			lastMessageAt: row.conversation.lastMessageAt?.toISOString() ?? null,
			unreadCount: row.unread,
			// A blocked conversation looks blocked in the list, before it is opened (a page of 20 rows
			// reads 20 small indexed lookups).
			...blockState(deps.db, userId, otherId),
		});
	}
	const last = page.at(-1);
	return {
		items,
		nextCursor: rows.length > limit && last ? `${last.lastAt}:${last.conversation.id}` : null,
	};
}

/** Unread messages over all the user's conversations (the header's badge). */
export function unreadCount(deps: Deps, userId: string): { count: number } {
	const row = deps.db
		.select({ total: sql<number>`coalesce(sum(${unreadIn(userId)}), 0)` })
		.from(conversations)
		.where(mine(userId))
		.get();
	return { count: row?.total ?? 0 };
}

function marksOf(conversation: ConversationRow, userId: string) {
	const customer = conversation.customerId === userId;
	return {
		id: conversation.id,
		myReadId: customer ? conversation.customerReadId : conversation.freelancerReadId,
		otherReadId: customer ? conversation.freelancerReadId : conversation.customerReadId,
		otherDeliveredId: customer ? conversation.freelancerDeliveredId : conversation.customerDeliveredId,
	};
}

/** What /chat/$otherUserId needs before any message: the conversation if any, roles, the other person, blocks. */
export function conversationWith(deps: Deps, userId: string, otherUserId: string): ConversationState {
	if (otherUserId === userId) throw new AppError('BAD_REQUEST', 'chat.core.selfChat');
	requireUser(deps.db, otherUserId);
	const conversation = conversationBetween(deps.db, userId, otherUserId);
	const myRole = conversation
		? roleIn(conversation, userId)
		: freelancerProfileOf(deps.db, otherUserId)
			? 'customer'
			: null;
	return {
		conversation: conversation ? marksOf(conversation, userId) : null,
		myRole,
		other: chatPerson(deps.db, otherUserId),
		...blockState(deps.db, userId, otherUserId),
	};
}

/** A page of a conversation's messages, oldest first, older pages by `before` (participants only). */
export function messagesPage(deps: Deps, userId: string, input: MessagesPageInput): MessagesPage {
	const limit = input.limit ?? 30;
	requireParticipant(deps.db, input.conversationId, userId);
	const rows = deps.db
		.select()
		.from(messages)
		.where(
			and(eq(messages.conversationId, input.conversationId), input.before ? lt(messages.id, input.before) : undefined),
		)
		.orderBy(desc(messages.id))
		.limit(limit + 1)
		.all();
	const page = rows.slice(0, limit).reverse();
	return {
		messages: toChatMessages(deps.db, page, userId),
		olderCursor: rows.length > limit ? (page[0]?.id ?? null) : null,
	};
}
