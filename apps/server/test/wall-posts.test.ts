import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { uploads, wallComments, wallPosts, wallReactions, wallReports } from '@edge/db';
import { COMMENT_MAX, POST_CONTENT_MAX, POST_TITLE_MAX, REPORT_REASON_MAX } from '@edge/db/wall-kinds';
import { catalogText, SUPPORTED_LANGUAGES } from '@edge/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrpcResponse } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { type ApiClient, call, unchecked } from './typed-client';
import {
	addComment,
	addProfile,
	anonymous,
	type CommentView,
	createPost,
	postInput,
	uploadImage,
	type WallUser,
	wallUser,
} from './wall-helpers';

let server: TestServer;
let author: WallUser;
let other: WallUser;

beforeAll(async () => {
	server = await startTestServer();
	author = await wallUser(server, { firstName: 'Marta' });
	other = await wallUser(server, { firstName: 'Luis' });
});
afterAll(async () => {
	await server.stop();
});

const stored = () => ({
	posts: server.db.select().from(wallPosts).all(),
	comments: server.db.select().from(wallComments).all(),
	reports: server.db.select().from(wallReports).all().length,
});

/** A 400 whose field error is `key`, a text both catalogs hold (and differently: it is translated). */
function expectFieldError(response: TrpcResponse<unknown>, field: string, key: string) {
	expect(response.status, `${field}: ${key}`).toBe(400);
	expect(response.error?.data.fieldErrors[field], field).toEqual([key]);
	const [es, en] = SUPPORTED_LANGUAGES.map((language) => catalogText(language, key));
	expect(es, key).toBeTruthy();
	expect(en, key).toBeTruthy();
	expect(es).not.toBe(en);
}

describe('wall posts', () => {
	it('stores the text exactly as typed (trimmed only): no HTML is parsed, escaped or stripped', async () => {
		const content = '<script>alert("x")</script> & <b>negrita</b> https://edge.do/?a=1&b=2\nSegunda línea 🌴';
		const post = await createPost(author, { title: '  <i>Oferta</i> & más  ', content });
		expect(post.title).toBe('<i>Oferta</i> & más');
		expect(post.content).toBe(content);
		const row = server.db.select().from(wallPosts).where(eq(wallPosts.id, post.id)).get();
		expect(row?.content).toBe(content);
		const comment = await addComment(other, post.id, '<img src=x onerror=alert(1)>');
		expect(comment.body).toBe('<img src=x onerror=alert(1)>');
	});

	it('validates every field with translated messages (400) and stores nothing', async () => {
		const post = await createPost(author);
		const before = stored();
		const cases: Array<[(api: ApiClient) => Promise<unknown>, string, string]> = [
			[(api) => api.wall.createPost.mutate(postInput({ title: '   ' })), 'title', 'wall.errors.titleRequired'],
			[
				(api) => api.wall.createPost.mutate(postInput({ title: 'x'.repeat(POST_TITLE_MAX + 1) })),
				'title',
				'wall.errors.titleTooLong',
			],
			[(api) => api.wall.createPost.mutate(postInput({ content: '' })), 'content', 'wall.errors.contentRequired'],
			[
				(api) => api.wall.createPost.mutate(postInput({ content: 'x'.repeat(POST_CONTENT_MAX + 1) })),
				'content',
				'wall.errors.contentTooLong',
			],
			[(api) => api.wall.createPost.mutate(postInput({ imageId: '../../etc' })), 'imageId', 'images.notFound'],
			[
				(api) => api.wall.updatePost.mutate({ postId: post.id, title: '', content: 'ok', imageId: null }),
				'title',
				'wall.errors.titleRequired',
			],
			[
				(api) =>
					api.wall.updatePost.mutate({
						postId: post.id,
						title: 'ok',
						content: 'x'.repeat(POST_CONTENT_MAX + 1),
						imageId: null,
					}),
				'content',
				'wall.errors.contentTooLong',
			],
			[
				(api) => api.wall.addComment.mutate({ postId: post.id, body: ' ', profileId: null }),
				'body',
				'wall.errors.commentRequired',
			],
			[
				(api) => api.wall.addComment.mutate({ postId: post.id, body: 'x'.repeat(COMMENT_MAX + 1), profileId: null }),
				'body',
				'wall.errors.commentTooLong',
			],
			[
				(api) => api.wall.report.mutate({ target: 'post', id: post.id, reason: '' }),
				'reason',
				'wall.errors.reasonRequired',
			],
			[
				(api) => api.wall.report.mutate({ target: 'post', id: post.id, reason: 'x'.repeat(REPORT_REASON_MAX + 1) }),
				'reason',
				'wall.errors.reasonTooLong',
			],
		];
		for (const [attempt, field, key] of cases) expectFieldError(await call(() => attempt(author.api)), field, key);

		// Missing fields and wrong types are refused with catalog keys too.
		const missing = await call(() => author.api.wall.createPost.mutate(unchecked({ title: 'Solo título' })));
		expect(missing.status).toBe(400);
		expect(missing.error?.data.fieldErrors).toMatchObject({
			content: ['validation.required'],
			imageId: ['validation.required'],
			profileId: ['validation.required'],
		});
		const badReaction = await call(() =>
			author.api.wall.react.mutate({ postId: post.id, reaction: unchecked('love') }),
		);
		expect(badReaction.status).toBe(400);
		expect(badReaction.error?.data.fieldErrors.reaction).toEqual(['validation.invalidValue']);
		const badTarget = await call(() =>
			author.api.wall.report.mutate({ target: unchecked('user'), id: post.id, reason: 'Spam' }),
		);
		expect(badTarget.error?.data.fieldErrors.target).toEqual(['validation.invalidValue']);
		const badPage = await call(() => anonymous(server).api.wall.posts.query({ limit: 51 }));
		expect(badPage.status).toBe(400);
		expect(stored()).toEqual(before);
	});

	it('accepts the longest allowed texts', async () => {
		const post = await createPost(author, {
			title: 't'.repeat(POST_TITLE_MAX),
			content: 'c'.repeat(POST_CONTENT_MAX),
		});
		expect(post.title).toHaveLength(POST_TITLE_MAX);
		expect((await addComment(other, post.id, 'b'.repeat(COMMENT_MAX))).body).toHaveLength(COMMENT_MAX);
	});

	it('answers NOT_FOUND for an unknown post or comment', async () => {
		const guest = anonymous(server);
		const missing = await call(() => guest.api.wall.post.query({ postId: 999_999 }));
		expect(missing.status).toBe(404);
		expect(missing.error?.data.i18nKey).toBe('wall.errors.postNotFound');
		expect((await call(() => guest.api.wall.comments.query({ postId: 999_999 }))).error?.data.i18nKey).toBe(
			'wall.errors.postNotFound',
		);
		expect(
			(await call(() => author.api.wall.addComment.mutate({ postId: 999_999, body: 'Hola', profileId: null }))).status,
		).toBe(404);
		expect((await call(() => author.api.wall.react.mutate({ postId: 999_999, reaction: 'like' }))).status).toBe(404);
		const comment = await call(() => author.api.wall.updateComment.mutate({ commentId: 999_999, body: 'Hola' }));
		expect(comment.error?.data.i18nKey).toBe('wall.errors.commentNotFound');
	});

	it('speaks for the author’s own business or restaurant profile, and for no one else’s', async () => {
		const business = addProfile(server, author.id, 'business', 'Ferretería Don Pepe');
		const post = await createPost(author, { profileId: business });
		expect(post.author).toEqual({
			userId: author.id,
			name: 'Ferretería Don Pepe',
			profileId: business,
			profileKind: 'business',
			imageId: null,
		});
		const restaurant = addProfile(server, author.id, 'restaurant', 'Fonda Doña Ana');
		expect((await createPost(author, { profileId: restaurant })).author.profileKind).toBe('restaurant');
		const plain = await createPost(author);
		expect(plain.author).toMatchObject({ name: 'Marta Prueba', profileId: null, profileKind: null });

		const before = stored();
		const someoneElses = await call(() => other.api.wall.createPost.mutate(postInput({ profileId: business })));
		expect(someoneElses.status).toBe(403);
		const freelancer = addProfile(server, other.id, 'freelancer', 'Luis Plomero');
		expect((await call(() => other.api.wall.createPost.mutate(postInput({ profileId: freelancer })))).status).toBe(403);
		expect((await call(() => other.api.wall.createPost.mutate(postInput({ profileId: 999_999 })))).status).toBe(404);
		expect(
			(await call(() => other.api.wall.addComment.mutate({ postId: post.id, body: 'Hola', profileId: business })))
				.status,
		).toBe(403);
		expect(stored()).toEqual(before);

		const access = await call(() => author.api.wall.access.query());
		expect(access.data?.profiles.map((profile) => [profile.id, profile.kind])).toEqual([
			[business, 'business'],
			[restaurant, 'restaurant'],
		]);
	});

	it('takes only the author’s own uploads as the image', async () => {
		const mine = await uploadImage(server, author.token);
		const post = await createPost(author, { imageId: mine });
		expect(post.imageId).toBe(mine);
		const theirs = await call(() => other.api.wall.createPost.mutate(postInput({ imageId: mine })));
		expect(theirs.status).toBe(400);
		expect(theirs.error?.data.i18nKey).toBe('images.notFound');
		const edit = await call(() => other.api.wall.createPost.mutate(postInput({ imageId: 'abcdefghijklmnopqrstuvwx' })));
		expect(edit.error?.data.i18nKey).toBe('images.notFound');
	});

	it('lets only the author edit or delete a post or a comment (403 for others)', async () => {
		const post = await createPost(author);
		const comment = await addComment(author, post.id, 'Primer comentario');
		const before = stored();
		const forbidden = [
			await call(() =>
				other.api.wall.updatePost.mutate({ postId: post.id, title: 'Mío', content: 'Mío', imageId: null }),
			),
			await call(() => other.api.wall.deletePost.mutate({ postId: post.id })),
			await call(() => other.api.wall.updateComment.mutate({ commentId: comment.id, body: 'Mío' })),
			await call(() => other.api.wall.deleteComment.mutate({ commentId: comment.id })),
		];
		for (const response of forbidden) {
			expect(response.status).toBe(403);
			expect(response.error?.data.i18nKey).toBe('errors.forbidden');
		}
		expect(stored()).toEqual(before);

		const edited = await call(() =>
			author.api.wall.updatePost.mutate({
				postId: post.id,
				title: 'Título nuevo',
				content: 'Contenido nuevo',
				imageId: null,
			}),
		);
		expect(edited.data).toMatchObject({ title: 'Título nuevo', content: 'Contenido nuevo', mine: true });
		expect(edited.data?.editedAt).not.toBeNull();
		const editedComment = await call(() =>
			author.api.wall.updateComment.mutate({
				commentId: comment.id,
				body: 'Corregido',
			}),
		);
		expect(editedComment.data).toMatchObject({ body: 'Corregido', mine: true });
		expect((await call(() => other.api.wall.post.query({ postId: post.id }))).data?.mine).toBe(false);
	});

	it('keeps the comment count with adds and deletes, and pages comments oldest first', async () => {
		const post = await createPost(author);
		const bodies = ['uno', 'dos', 'tres', 'cuatro', 'cinco'];
		const comments: CommentView[] = [];
		for (const body of bodies) comments.push(await addComment(other, post.id, body));
		const first = await call(() =>
			anonymous(server).api.wall.comments.query({
				postId: post.id,
				limit: 2,
			}),
		);
		expect(first.data?.items.map((item) => item.body)).toEqual(['uno', 'dos']);
		// A comment added while reading lands at the end, never shifts the pages.
		await addComment(author, post.id, 'seis');
		const rest: string[] = [];
		let cursor = first.data?.nextCursor ?? null;
		while (cursor !== null) {
			const page = await call(() =>
				anonymous(server).api.wall.comments.query({
					postId: post.id,
					cursor,
					limit: 2,
				}),
			);
			rest.push(...(page.data?.items.map((item) => item.body) ?? []));
			cursor = page.data?.nextCursor ?? null;
		}
		expect(rest).toEqual(['tres', 'cuatro', 'cinco', 'seis']);
		expect((await call(() => author.api.wall.post.query({ postId: post.id }))).data?.commentCount).toBe(6);
		await call(() => other.api.wall.deleteComment.mutate({ commentId: comments[0]?.id ?? 0 }));
		expect((await call(() => author.api.wall.post.query({ postId: post.id }))).data?.commentCount).toBe(5);
	});

	it('pages posts newest first with cursors that stay stable while posts are added', async () => {
		const poster = await wallUser(server, { firstName: 'Paginador' });
		const titles = Array.from({ length: 7 }, (_, index) => `Página ${index + 1}`);
		for (const title of titles) await createPost(poster, { title });
		const seen: string[] = [];
		const ids: number[] = [];
		let cursor: number | null | undefined;
		let added = false;
		do {
			const page = await call(() =>
				anonymous(server).api.wall.posts.query({
					cursor,
					limit: 3,
				}),
			);
			seen.push(...(page.data?.items.map((item) => item.title) ?? []));
			ids.push(...(page.data?.items.map((item) => item.id) ?? []));
			cursor = page.data?.nextCursor;
			if (!added) {
				// New posts arrive between the first and the second page.
				await createPost(poster, { title: 'Llegó después' });
				await createPost(poster, { title: 'Llegó después 2' });
				added = true;
			}
		} while (cursor);
		const ours = seen.filter((title) => title.startsWith('Página'));
		expect(ours).toEqual([...titles].reverse());
		expect(new Set(ids).size).toBe(ids.length);
		expect(ids).toEqual([...ids].sort((a, b) => b - a));
		expect(seen).not.toContain('Llegó después');
	});

	it('stores a report once per reporter and target, for posts and comments', async () => {
		const post = await createPost(author);
		const comment = await addComment(author, post.id);
		const reporter = await wallUser(server, { plan: null });
		for (let i = 0; i < 2; i++) {
			expect(
				(await call(() => reporter.api.wall.report.mutate({ target: 'post', id: post.id, reason: 'Es spam' }))).data,
			).toEqual({
				ok: true,
			});
			expect(
				(await call(() => reporter.api.wall.report.mutate({ target: 'comment', id: comment.id, reason: 'Ofensivo' })))
					.data,
			).toEqual({ ok: true });
		}
		const rows = server.db.select().from(wallReports).where(eq(wallReports.reporterId, reporter.id)).all();
		expect(rows.map((row) => [row.postId, row.commentId, row.reason])).toEqual([
			[post.id, null, 'Es spam'],
			[null, comment.id, 'Ofensivo'],
		]);
		expect(
			(await call(() => reporter.api.wall.report.mutate({ target: 'comment', id: 999_999, reason: 'x' }))).status,
		).toBe(404);
	});

	it('deletes a post with its comments, reactions and reports, and its image once nothing uses it', async () => {
		const shared = await uploadImage(server, author.token);
		const first = await createPost(author, { imageId: shared });
		const second = await createPost(author, { imageId: shared });
		await addComment(other, first.id);
		await call(() => other.api.wall.react.mutate({ postId: first.id, reaction: 'like' }));
		await call(() => other.api.wall.report.mutate({ target: 'post', id: first.id, reason: 'Repetido' }));
		const folder = join(server.settings.uploadsDir, shared);
		expect(existsSync(folder)).toBe(true);

		expect((await call(() => author.api.wall.deletePost.mutate({ postId: first.id }))).data).toEqual({ ok: true });
		expect(server.db.select().from(wallComments).where(eq(wallComments.postId, first.id)).all()).toEqual([]);
		expect(server.db.select().from(wallReactions).where(eq(wallReactions.postId, first.id)).all()).toEqual([]);
		expect(server.db.select().from(wallReports).where(eq(wallReports.postId, first.id)).all()).toEqual([]);
		expect((await call(() => anonymous(server).api.wall.post.query({ postId: first.id }))).status).toBe(404);
		// The other post still shows the image: it stays.
		expect(server.db.select().from(uploads).where(eq(uploads.id, shared)).get()).toBeDefined();
		expect(existsSync(folder)).toBe(true);

		expect((await call(() => author.api.wall.deletePost.mutate({ postId: second.id }))).data).toEqual({ ok: true });
		expect(server.db.select().from(uploads).where(eq(uploads.id, shared)).get()).toBeUndefined();
		expect(existsSync(folder)).toBe(false);
	});

	it('drops a replaced image when nothing uses it, and keeps one a profile shows', async () => {
		const old = await uploadImage(server, author.token);
		const post = await createPost(author, { imageId: old });
		const replacement = await uploadImage(server, author.token);
		await call(() =>
			author.api.wall.updatePost.mutate({
				postId: post.id,
				title: 'Nueva foto',
				content: 'Mira',
				imageId: replacement,
			}),
		);
		expect(server.db.select().from(uploads).where(eq(uploads.id, old)).get()).toBeUndefined();
		expect(existsSync(join(server.settings.uploadsDir, old))).toBe(false);

		const business = addProfile(server, author.id, 'business', 'Con foto');
		server.db.update(uploads).set({ profileId: business }).where(eq(uploads.id, replacement)).run();
		await call(() => author.api.wall.deletePost.mutate({ postId: post.id }));
		expect(server.db.select().from(uploads).where(eq(uploads.id, replacement)).get()).toBeDefined();
	});
});
