import { type UserRow, wallPosts, wallReactions } from '@edge/db';
import type { Reaction } from '@edge/db/wall-kinds';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import type { Tx } from '../shared/db-tx';
import { writeTransaction } from '../shared/write-transaction';
import { viewerOf } from '../staff/reports/content-visibility';
import type { WallReactResult } from './wall.types';
import { publishWall } from './wall-live';
import { requireVisiblePost } from './wall-posts.service';
import { countsEvent } from './wall-views';

function addToCount(tx: Tx, postId: number, reaction: Reaction, delta: 1 | -1): void {
	const change =
		reaction === 'like'
			? { likeCount: sql`max(${wallPosts.likeCount} + ${delta}, 0)` }
			: { dislikeCount: sql`max(${wallPosts.dislikeCount} + ${delta}, 0)` };
	tx.update(wallPosts).set(change).where(eq(wallPosts.id, postId)).run();
}

/**
 * Sets, switches or (null) removes the user's reaction. The row (primary key post+user) and the
 * post's counts change in one IMMEDIATE transaction, which takes the write lock before reading: two
 * requests at once run one after the other, so the second sees the first's row and counts stay exact.
 * The same reaction again changes nothing.
 */
export function react(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>,
	user: UserRow,
	input: { postId: number; reaction: Reaction | null },
): WallReactResult {
	const now = deps.clock.now();
	const { changed, counts } = writeTransaction(deps.db, (tx) => {
		const post = requireVisiblePost(tx, input.postId, viewerOf(user));
		const mine = and(eq(wallReactions.postId, post.id), eq(wallReactions.userId, user.id));
		const current = tx.select({ reaction: wallReactions.reaction }).from(wallReactions).where(mine).get()?.reaction;
		const wanted = input.reaction;
		if ((current ?? null) === wanted) return { changed: false, counts: countsEvent(tx, post.id) };
		if (current) addToCount(tx, post.id, current, -1);
		if (!wanted) {
			tx.delete(wallReactions).where(mine).run();
		} else {
			tx.insert(wallReactions)
				.values({ postId: post.id, userId: user.id, reaction: wanted, createdAt: now })
				.onConflictDoUpdate({
					target: [wallReactions.postId, wallReactions.userId],
					set: { reaction: wanted, createdAt: now },
				})
				.run();
			addToCount(tx, post.id, wanted, 1);
		}
		return { changed: true, counts: countsEvent(tx, post.id) };
	});
	if (changed && counts) publishWall(deps.chatBus, [counts]);
	return {
		postId: input.postId,
		likeCount: counts?.likeCount ?? 0,
		dislikeCount: counts?.dislikeCount ?? 0,
		myReaction: input.reaction,
	};
}
