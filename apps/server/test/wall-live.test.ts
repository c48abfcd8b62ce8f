import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { call } from './typed-client';
import { addComment, createPost, WallStream, wallUser } from './wall-helpers';

/** wall.live over SSE: what viewers of the wall see change without reloading. */

let server: TestServer;
const open: WallStream[] = [];

beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	for (const stream of open) stream.close();
	await server.stop();
});

function stream(cookie?: string): WallStream {
	const created = new WallStream(server, cookie);
	open.push(created);
	return created;
}

describe('wall.live', () => {
	it('tells a signed-in viewer and a guest the new counts when another user reacts', async () => {
		const author = await wallUser(server, { firstName: 'Autora' });
		const post = await createPost(author);
		const authorStream = stream(author.cookie);
		const guestStream = stream();
		await Promise.all([authorStream.ready(), guestStream.ready()]);

		const fan = await wallUser(server, { firstName: 'Fan' });
		await call(() => fan.api.wall.react.mutate({ postId: post.id, reaction: 'like' }));
		const expected = { type: 'counts', postId: post.id, likeCount: 1, dislikeCount: 0, commentCount: 0 };
		expect(await authorStream.find('counts', (event) => event.postId === post.id)).toEqual(expected);
		expect(await guestStream.find('counts', (event) => event.postId === post.id)).toEqual(expected);
	});

	it('sends a new comment (without `mine`) and the new comment count', async () => {
		const author = await wallUser(server, { firstName: 'Autora' });
		const post = await createPost(author);
		const viewer = stream(author.cookie);
		await viewer.ready();
		const commenter = await wallUser(server, { firstName: 'Comentarista' });
		const comment = await addComment(commenter, post.id, 'Qué buena noticia');

		const event = await viewer.find('comment', (candidate) => candidate.postId === post.id);
		expect(event).toMatchObject({
			type: 'comment',
			postId: post.id,
			comment: { id: comment.id, postId: post.id, body: 'Qué buena noticia', author: { userId: commenter.id } },
		});
		expect(event.comment).not.toHaveProperty('mine');
		expect(await viewer.find('counts', (candidate) => candidate.postId === post.id)).toMatchObject({
			commentCount: 1,
		});
	});

	it('announces new posts and removed posts and comments', async () => {
		const author = await wallUser(server, { firstName: 'Autora' });
		const viewer = stream();
		await viewer.ready();
		const post = await createPost(author);
		expect(await viewer.find('post', (event) => event.postId === post.id)).toEqual({ type: 'post', postId: post.id });
		const comment = await addComment(author, post.id);
		await call(() => author.api.wall.deleteComment.mutate({ commentId: comment.id }));
		expect(await viewer.find('removed', (event) => event.commentId === comment.id)).toEqual({
			type: 'removed',
			postId: post.id,
			commentId: comment.id,
		});
		await call(() => author.api.wall.deletePost.mutate({ postId: post.id }));
		expect(await viewer.find('removed', (event) => event.postId === post.id && event.commentId === null)).toEqual({
			type: 'removed',
			postId: post.id,
			commentId: null,
		});
	});

	it('sends nothing for a refused action', async () => {
		const author = await wallUser(server, { firstName: 'Autora' });
		const post = await createPost(author);
		const viewer = stream();
		await viewer.ready();
		const noPlan = await wallUser(server, { plan: null });
		expect((await call(() => noPlan.api.wall.react.mutate({ postId: post.id, reaction: 'like' }))).status).toBe(403);
		// A later allowed reaction is the first event about this post.
		const fan = await wallUser(server);
		await call(() => fan.api.wall.react.mutate({ postId: post.id, reaction: 'dislike' }));
		await viewer.find('counts', (event) => event.postId === post.id);
		expect(viewer.events.filter((event) => event.postId === post.id)).toEqual([
			{ type: 'counts', postId: post.id, likeCount: 0, dislikeCount: 1, commentCount: 0 },
		]);
	});
});
