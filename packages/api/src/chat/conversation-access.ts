import { type ConversationRow, chatBlocks, conversations, profiles, users } from '@edge/db';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import type { DbOrTx } from '../shared/db-tx';
import { prepared } from '../shared/prepared';
import type { ChatPerson, ChatRole } from './chat.types';

/** Who may see what in the chat: participants only (docs/chat.md, "Messages and the stream"). */

export function roleIn(conversation: ConversationRow, userId: string): ChatRole | null {
	if (conversation.customerId === userId) return 'customer';
	if (conversation.freelancerId === userId) return 'freelancer';
	return null;
}

export function otherParty(conversation: ConversationRow, userId: string): string {
	return conversation.customerId === userId ? conversation.freelancerId : conversation.customerId;
}

/** NOT_FOUND for an unknown id, FORBIDDEN for someone else's conversation. */
export function requireParticipant(
	db: DbOrTx,
	conversationId: number,
	userId: string,
): { conversation: ConversationRow; role: ChatRole } {
	const conversation = db.select().from(conversations).where(eq(conversations.id, conversationId)).get();
	if (!conversation) throw new AppError('NOT_FOUND', 'chat.core.conversationNotFound');
	const role = roleIn(conversation, userId);
	if (!role) throw new AppError('FORBIDDEN', 'errors.forbidden');
	return { conversation, role };
}

const me = sql.placeholder('me');
const other = sql.placeholder('other');

// Prepared once per connection (shared/prepared.ts): every send runs these.
const conversationOfPair = (db: DbOrTx) =>
	db
		.select()
		.from(conversations)
		.where(
			or(
				and(eq(conversations.customerId, me), eq(conversations.freelancerId, other)),
				and(eq(conversations.customerId, other), eq(conversations.freelancerId, me)),
			),
		)
		.orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, 0)`), desc(conversations.id))
		.prepare();
const freelancerProfileOfUser = (db: DbOrTx) =>
	db
		.select({ id: profiles.id })
		.from(profiles)
		.where(and(eq(profiles.ownerId, sql.placeholder('userId')), eq(profiles.kind, 'freelancer')))
		.prepare();
const blocksOfPair = (db: DbOrTx) =>
	db
		.select({ blockerId: chatBlocks.blockerId })
		.from(chatBlocks)
		.where(
			or(
				and(eq(chatBlocks.blockerId, me), eq(chatBlocks.blockedId, other)),
				and(eq(chatBlocks.blockerId, other), eq(chatBlocks.blockedId, me)),
			),
		)
		.prepare();
const userName = (db: DbOrTx) =>
	db
		.select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
		.from(users)
		.where(eq(users.id, sql.placeholder('userId')))
		.prepare();

/** The conversation between two users, whichever side each is on (the most recent if both exist). */
export function conversationBetween(db: DbOrTx, meId: string, otherId: string): ConversationRow | undefined {
	return prepared(db, conversationOfPair).get({ me: meId, other: otherId });
}

export function freelancerProfileOf(db: DbOrTx, userId: string) {
	return prepared(db, freelancerProfileOfUser).get({ userId });
}

export function blockState(db: DbOrTx, me: string, other: string): { blockedByMe: boolean; blockedByThem: boolean } {
	const rows = prepared(db, blocksOfPair).all({ me, other });
	return {
		blockedByMe: rows.some((row) => row.blockerId === me),
		blockedByThem: rows.some((row) => row.blockerId === other),
	};
}

/** A block in either direction stops messages both ways. */
export function refuseIfBlocked(db: DbOrTx, me: string, other: string): void {
	const { blockedByMe, blockedByThem } = blockState(db, me, other);
	if (blockedByMe) throw new AppError('FORBIDDEN', 'chat.core.youBlocked');
	if (blockedByThem) throw new AppError('FORBIDDEN', 'chat.core.blockedByThem');
}

export function requireUser(db: DbOrTx, userId: string) {
	const user = prepared(db, userName).get({ userId });
	if (!user) throw new AppError('NOT_FOUND', 'chat.core.userNotFound');
	return user;
}

/** Names and pictures of several users at once (the inbox), keyed by user id. */
export function chatPeople(db: DbOrTx, userIds: readonly string[]): Map<string, ChatPerson> {
	const people = new Map<string, ChatPerson>();
	if (userIds.length === 0) return people;
	const ids = [...new Set(userIds)];
	for (const user of db
		.select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
		.from(users)
		.where(inArray(users.id, ids))
		.all()) {
		people.set(user.id, {
			userId: user.id,
			name: `${user.firstName} ${user.lastName}`.trim(),
			imageId: null,
			freelancerProfileId: null,
		});
	}
	const owned = db
		.select({ id: profiles.id, ownerId: profiles.ownerId, kind: profiles.kind, imageId: profiles.imageId })
		.from(profiles)
		.where(and(inArray(profiles.ownerId, ids), or(eq(profiles.kind, 'freelancer'), isNotNull(profiles.imageId))))
		.orderBy(profiles.id)
		.all();
	for (const profile of owned) {
		const person = people.get(profile.ownerId);
		if (!person) continue;
		if (profile.kind === 'freelancer') {
			person.freelancerProfileId = profile.id;
			// The freelancer picture wins over another profile's.
			if (profile.imageId) person.imageId = profile.imageId;
		} else if (!person.imageId && profile.imageId) {
			person.imageId = profile.imageId;
		}
	}
	return people;
}

export function chatPerson(db: DbOrTx, userId: string): ChatPerson {
	const person = chatPeople(db, [userId]).get(userId);
	if (!person) throw new AppError('NOT_FOUND', 'chat.core.userNotFound');
	return person;
}
