import { wallComments, wallPosts, wallReactions } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { type ApiClient, call } from './typed-client';
import { anonymous, createPost, type PlanState, type PostView, postInput, WALL_PLAN, wallUser } from './wall-helpers';

/**
 * Who may post, comment and react (issue 9): signed in with a valid plan that unlocks the wall
 * (isSubscriptionValid, through the one unlock table). Everyone reads.
 */

let server: TestServer;
let post: PostView;

beforeAll(async () => {
	server = await startTestServer();
	post = await createPost(await wallUser(server, { firstName: 'Dueña' }));
});
afterAll(async () => {
	await server.stop();
});

const stored = () => ({
	posts: server.db.select().from(wallPosts).all().length,
	comments: server.db.select().from(wallComments).all().length,
	reactions: server.db.select().from(wallReactions).all().length,
});

const REFUSED: Array<[string, PlanState | null]> = [
	['no plan', null],
	['an EXPIRED subscription, even before its billing date', { status: 'EXPIRED', nextBillingInDays: 30 }],
	['a SUSPENDED subscription after its next billing date', { status: 'SUSPENDED', nextBillingInDays: -1 }],
	['a CANCELLED subscription after its next billing date', { status: 'CANCELLED', nextBillingInDays: -1 }],
	[
		'an ACTIVE subscription to a plan that does not unlock the wall',
		{
			status: 'ACTIVE',
			nextBillingInDays: 30,
			planId: 'search-bar-visibility',
		},
	],
];

const ALLOWED: Array<[string, PlanState]> = [
	['an ACTIVE subscription', { status: 'ACTIVE', nextBillingInDays: 30 }],
	['a SUSPENDED subscription before its next billing date', { status: 'SUSPENDED', nextBillingInDays: 1 }],
	['a CANCELLED subscription before its next billing date', { status: 'CANCELLED', nextBillingInDays: 1 }],
];

describe('wall gates', () => {
	it('uses a plan from the unlock table', () => {
		expect(WALL_PLAN).toBeTruthy();
	});

	it.each(REFUSED)(
		'refuses posting, commenting and reacting with %s (FORBIDDEN wall.errors.planRequired), storing nothing',
		async (_, plan) => {
			const user = await wallUser(server, { plan });
			const before = stored();
			const attempts = [
				await call(() => user.api.wall.createPost.mutate(postInput())),
				await call(() => user.api.wall.addComment.mutate({ postId: post.id, body: 'Hola', profileId: null })),
				await call(() => user.api.wall.react.mutate({ postId: post.id, reaction: 'like' })),
			];
			for (const response of attempts) {
				expect(response.status).toBe(403);
				expect(response.error?.data).toMatchObject({ code: 'FORBIDDEN', i18nKey: 'wall.errors.planRequired' });
			}
			expect(stored()).toEqual(before);
			const access = await call(() => user.api.wall.access.query());
			expect(access.data).toMatchObject({ signedIn: true, canTakePart: false });
		},
	);

	it.each(ALLOWED)('lets a user with %s post, comment and react', async (_, plan) => {
		const user = await wallUser(server, { plan });
		const created = await call(() => user.api.wall.createPost.mutate(postInput()));
		expect(created.status).toBe(200);
		expect(created.data).toMatchObject({ title: postInput().title, mine: true });
		const comment = await call(() =>
			user.api.wall.addComment.mutate({ postId: post.id, body: 'Felicidades', profileId: null }),
		);
		expect(comment.status).toBe(200);
		const reaction = await call(() => user.api.wall.react.mutate({ postId: post.id, reaction: 'like' }));
		expect(reaction.status).toBe(200);
		expect((await call(() => user.api.wall.access.query())).data).toMatchObject({ signedIn: true, canTakePart: true });
	});

	it('turns a user away once their subscription stops being valid', async () => {
		const user = await wallUser(server, { plan: { status: 'SUSPENDED', nextBillingInDays: 2 } });
		expect((await call(() => user.api.wall.react.mutate({ postId: post.id, reaction: 'dislike' }))).status).toBe(200);
		server.clock.advance(3 * 24 * 60 * 60 * 1000);
		try {
			const late = await call(() => user.api.wall.react.mutate({ postId: post.id, reaction: null }));
			expect(late.error?.data.i18nKey).toBe('wall.errors.planRequired');
		} finally {
			server.clock.set(new Date());
		}
	});

	it('refuses a signed-out caller every write as UNAUTHORIZED', async () => {
		const guest = anonymous(server);
		const writes: Array<[string, (api: ApiClient) => Promise<unknown>]> = [
			['createPost', (api) => api.wall.createPost.mutate(postInput())],
			['updatePost', (api) => api.wall.updatePost.mutate({ postId: post.id, title: 'x', content: 'y', imageId: null })],
			['deletePost', (api) => api.wall.deletePost.mutate({ postId: post.id })],
			['addComment', (api) => api.wall.addComment.mutate({ postId: post.id, body: 'Hola', profileId: null })],
			['deleteComment', (api) => api.wall.deleteComment.mutate({ commentId: 1 })],
			['react', (api) => api.wall.react.mutate({ postId: post.id, reaction: 'like' })],
			['report', (api) => api.wall.report.mutate({ target: 'post', id: post.id, reason: 'Spam' })],
		];
		for (const [path, attempt] of writes) {
			const response = await call(() => attempt(guest.api));
			expect(response.status, path).toBe(401);
			expect(response.error?.data.i18nKey, path).toBe('errors.unauthorized');
		}
	});

	it('lets anyone read: the list, a post, its comments and the access summary', async () => {
		const guest = anonymous(server);
		const list = await call(() => guest.api.wall.posts.query({}));
		expect(list.status).toBe(200);
		expect(list.data?.items.map((item) => item.id)).toContain(post.id);
		expect(list.data?.items.every((item) => item.mine === false && item.myReaction === null)).toBe(true);
		expect((await call(() => guest.api.wall.post.query({ postId: post.id }))).data?.id).toBe(post.id);
		expect((await call(() => guest.api.wall.comments.query({ postId: post.id }))).status).toBe(200);
		expect((await call(() => guest.api.wall.access.query())).data).toEqual({
			signedIn: false,
			canTakePart: false,
			profiles: [],
		});
		// A reader without a plan reads too.
		const reader = await wallUser(server, { plan: null });
		expect((await call(() => reader.api.wall.posts.query())).status).toBe(200);
	});

	it('lets an author without a valid plan any more delete what they wrote', async () => {
		const author = await wallUser(server, { plan: { status: 'SUSPENDED', nextBillingInDays: 1 } });
		const own = await createPost(author);
		server.clock.advance(2 * 24 * 60 * 60 * 1000);
		try {
			const edit = await call(() =>
				author.api.wall.updatePost.mutate({ postId: own.id, title: 'Otro', content: 'Otro', imageId: null }),
			);
			expect(edit.error?.data.i18nKey).toBe('wall.errors.planRequired');
			expect((await call(() => author.api.wall.deletePost.mutate({ postId: own.id }))).data).toEqual({ ok: true });
		} finally {
			server.clock.set(new Date());
		}
	});
});
