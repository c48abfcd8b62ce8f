import { wallPosts, wallReactions } from '@edge/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { call } from './typed-client';
import { createPost, type WallUser, wallUser } from './wall-helpers';

let server: TestServer;
let author: WallUser;

beforeAll(async () => {
	server = await startTestServer();
	author = await wallUser(server, { firstName: 'Autora' });
});
afterAll(async () => {
	await server.stop();
});

/** The counts kept on the post next to what the reaction rows say: they must always agree. */
function counts(postId: number) {
	const post = server.db.select().from(wallPosts).where(eq(wallPosts.id, postId)).get();
	const rows = server.db.select().from(wallReactions).where(eq(wallReactions.postId, postId)).all();
	return {
		likeCount: post?.likeCount,
		dislikeCount: post?.dislikeCount,
		rows: {
			like: rows.filter((row) => row.reaction === 'like').length,
			dislike: rows.filter((row) => row.reaction === 'dislike').length,
		},
	};
}

function rowsOf(postId: number, userId: string) {
	return server.db
		.select()
		.from(wallReactions)
		.where(and(eq(wallReactions.postId, postId), eq(wallReactions.userId, userId)))
		.all();
}

const react = (user: WallUser, postId: number, reaction: 'like' | 'dislike' | null) =>
	call(() => user.api.wall.react.mutate({ postId, reaction }));

describe('wall reactions', () => {
	it('keeps one reaction per user when the same one is sent again: a no-op', async () => {
		const post = await createPost(author);
		const fan = await wallUser(server);
		for (let i = 0; i < 3; i++) {
			const answer = await react(fan, post.id, 'like');
			expect(answer.data).toEqual({ postId: post.id, likeCount: 1, dislikeCount: 0, myReaction: 'like' });
		}
		expect(rowsOf(post.id, fan.id)).toHaveLength(1);
		expect(counts(post.id)).toEqual({ likeCount: 1, dislikeCount: 0, rows: { like: 1, dislike: 0 } });
		expect((await call(() => fan.api.wall.post.query({ postId: post.id }))).data?.myReaction).toBe('like');
	});

	it('switches and removes a reaction, moving the counts with it', async () => {
		const post = await createPost(author);
		const fan = await wallUser(server);
		await react(fan, post.id, 'like');
		const switched = await react(fan, post.id, 'dislike');
		expect(switched.data).toEqual({ postId: post.id, likeCount: 0, dislikeCount: 1, myReaction: 'dislike' });
		expect(rowsOf(post.id, fan.id).map((row) => row.reaction)).toEqual(['dislike']);
		const removed = await react(fan, post.id, null);
		expect(removed.data).toEqual({ postId: post.id, likeCount: 0, dislikeCount: 0, myReaction: null });
		expect(rowsOf(post.id, fan.id)).toEqual([]);
		// Removing what is not there changes nothing.
		expect((await react(fan, post.id, null)).data).toMatchObject({ likeCount: 0, dislikeCount: 0 });
		expect(counts(post.id)).toEqual({ likeCount: 0, dislikeCount: 0, rows: { like: 0, dislike: 0 } });
	});

	it('keeps one row and exact counts under 10 concurrent reacts of one user', async () => {
		const post = await createPost(author);
		const fan = await wallUser(server);
		const answers = await Promise.all(Array.from({ length: 10 }, () => react(fan, post.id, 'like')));
		expect(answers.every((answer) => answer.status === 200)).toBe(true);
		expect(rowsOf(post.id, fan.id)).toHaveLength(1);
		expect(counts(post.id)).toEqual({ likeCount: 1, dislikeCount: 0, rows: { like: 1, dislike: 0 } });

		// Mixed switches at once: whatever wins, the counts match the one row left.
		const reactions = ['like', 'dislike', null] as const;
		await Promise.all(Array.from({ length: 10 }, (_, index) => react(fan, post.id, reactions[index % 3] ?? null)));
		const after = counts(post.id);
		expect(after.rows.like + after.rows.dislike).toBeLessThanOrEqual(1);
		expect({ likeCount: after.likeCount, dislikeCount: after.dislikeCount }).toEqual({
			likeCount: after.rows.like,
			dislikeCount: after.rows.dislike,
		});
	});

	it('counts many users reacting at once exactly', async () => {
		const post = await createPost(author);
		const fans = await Promise.all(Array.from({ length: 10 }, () => wallUser(server)));
		await Promise.all(fans.map((fan, index) => react(fan, post.id, index < 7 ? 'like' : 'dislike')));
		expect(counts(post.id)).toEqual({ likeCount: 7, dislikeCount: 3, rows: { like: 7, dislike: 3 } });
		await Promise.all(fans.slice(0, 2).map((fan) => react(fan, post.id, 'dislike')));
		await Promise.all(fans.slice(7).map((fan) => react(fan, post.id, null)));
		expect(counts(post.id)).toEqual({ likeCount: 5, dislikeCount: 2, rows: { like: 5, dislike: 2 } });
		const list = await call(() => (fans[0] as WallUser).api.wall.posts.query({}));
		expect(list?.data?.items.find((item) => item.id === post.id)).toMatchObject({
			likeCount: 5,
			dislikeCount: 2,
			myReaction: 'dislike',
		});
	});
});
