import { conversations, messages, reviews, wallComments, wallPosts } from '@edge/db';
import type { ReportedKind } from '@edge/db/staff-kinds';
import { eq, sql } from 'drizzle-orm';
import type { ChatBus, ChatEvent } from '../../chat/chat-bus';
import { publishAll, recordChatEvent } from '../../chat/chat-events';
import { toChatMessages } from '../../chat/chat-views';
import { publishReviewsChanged } from '../../directory/reviews/reviews-live';
import type { Tx } from '../../shared/db-tx';
import { publishWall } from '../../wall/wall-live';
import { countsEvent } from '../../wall/wall-views';

/**
 * Hiding and restoring one item's row, with what goes with it in the same transaction: a hidden
 * comment leaves its post's comment count (and comes back to it), a chat message's two people get
 * the message as each now reads it on their stream. Returns what to publish once committed.
 */
export function setHidden(
	tx: Tx,
	kind: ReportedKind,
	id: number,
	hidden: { at: Date; reason: string } | null,
	now: Date,
): (bus: ChatBus) => void {
	const set = { hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null };
	switch (kind) {
		case 'review': {
			const row = tx
				.update(reviews)
				.set(set)
				.where(eq(reviews.id, id))
				.returning({ profileId: reviews.profileId })
				.get();
			return (bus) => {
				if (row) publishReviewsChanged(bus, row.profileId);
			};
		}
		case 'wallPost': {
			const row = tx
				.update(wallPosts)
				.set(set)
				.where(eq(wallPosts.id, id))
				.returning({ authorId: wallPosts.authorId })
				.get();
			return (bus) => {
				if (row)
					publishWall(bus, [
						{ type: 'moderated', postId: id, commentId: null, authorId: row.authorId, hidden: hidden !== null },
					]);
			};
		}
		case 'wallComment': {
			const row = tx
				.update(wallComments)
				.set(set)
				.where(eq(wallComments.id, id))
				.returning({ postId: wallComments.postId, authorId: wallComments.authorId })
				.get();
			if (!row) return () => undefined;
			// The count shown to everyone counts what everyone sees.
			tx.update(wallPosts)
				.set({
					commentCount: hidden ? sql`max(${wallPosts.commentCount} - 1, 0)` : sql`${wallPosts.commentCount} + 1`,
				})
				.where(eq(wallPosts.id, row.postId))
				.run();
			const counts = countsEvent(tx, row.postId);
			return (bus) =>
				publishWall(bus, [
					{ type: 'moderated', postId: row.postId, commentId: id, authorId: row.authorId, hidden: hidden !== null },
					...(counts ? [counts] : []),
				]);
		}
		case 'chatMessage': {
			const row = tx.update(messages).set(set).where(eq(messages.id, id)).returning().get();
			if (!row) return () => undefined;
			const conversation = tx
				.select({ customerId: conversations.customerId, freelancerId: conversations.freelancerId })
				.from(conversations)
				.where(eq(conversations.id, row.conversationId))
				.get();
			const events: ChatEvent[] = conversation
				? [conversation.customerId, conversation.freelancerId].flatMap((userId) =>
						toChatMessages(tx, [row], userId).map((message) =>
							recordChatEvent(tx, userId, 'messageModerated', { conversationId: row.conversationId, message }, now),
						),
					)
				: [];
			return (bus) => publishAll(bus, events);
		}
	}
}
