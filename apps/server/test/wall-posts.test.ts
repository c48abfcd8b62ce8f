import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { uploads, wallComments, wallPosts, wallReactions, wallReports } from '@edge/db';
import { COMMENT_MAX, POST_CONTENT_MAX, POST_TITLE_MAX, REPORT_REASON_MAX } from '@edge/db/wall-kinds';
import { catalogText, SUPPORTED_LANGUAGES } from '@edge/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrpcResponse } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import {
	addComment,
	addProfile,
	anonymous,
	type CommentView,
	createPost,
	type PostView,
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
		const cases: Array<[string, Record<string, unknown>, string, string]> = [
			['createPost', postInput({ title: '   ' }), 'title', 'wall.errors.titleRequired'],
			['createPost', postInput({ title: 'x'.repeat(POST_TITLE_MAX + 1) }), 'title', 'wall.errors.titleTooLong'],
			['createPost', postInput({ content: '' }), 'content', 'wall.errors.contentRequired'],
			['createPost', postInput({ content: 'x'.repeat(POST_CONTENT_MAX + 1) }), 'content', 'wall.errors.contentTooLong'],
			['createPost', postInput({ imageId: '../../etc' }), 'imageId', 'images.notFound'],
			[
				'updatePost',
				{ postId: post.id, title: '', content: 'ok', imageId: null },
				'title',
				'wall.errors.titleRequired',
			],
			[
				'updatePost',
				{ postId: post.id, title: 'ok', content: 'x'.repeat(POST_CONTENT_MAX + 1), imageId: null },
				'content',
				'wall.errors.contentTooLong',
			],
			['addComment', { postId: post.id, body: ' ', profileId: null }, 'body', 'wall.errors.commentRequired'],
			[
				'addComment',
				{ postId: post.id, body: 'x'.repeat(COMMENT_MAX + 1), profileId: null },
				'body',
				'wall.errors.commentTooLong',
			],
			['report', { target: 'post', id: post.id, reason: '' }, 'reason', 'wall.errors.reasonRequired'],
			[
				'report',
				{ target: 'post', id: post.id, reason: 'x'.repeat(REPORT_REASON_MAX + 1) },
				'reason',
				'wall.errors.reasonTooLong',
			],
		];
		for (const [path, input, field, key] of cases) expectFieldError(await author.mutate(path, input), field, key);

		// Missing fields and wrong types are refused with catalog keys too.
		const missing = await author.mutate('createPost', { title: 'Solo título' });
		expect(missing.status).toBe(400);
		expect(missing.error?.data.fieldErrors).toMatchObject({
			content: ['validation.required'],
			imageId: ['validation.required'],
			profileId: ['validation.required'],
		});
		const badReaction = await author.mutate('react', { postId: post.id, reaction: 'love' });
		expect(badReaction.status).toBe(400);
		expect(badReaction.error?.data.fieldErrors.reaction).toEqual(['validation.invalidValue']);
		const badTarget = await author.mutate('report', { target: 'user', id: post.id, reason: 'Spam' });
		expect(badTarget.error?.data.fieldErrors.target).toEqual(['validation.invalidValue']);
		const badPage = await anonymous(server).query('posts', { limit: 51 });
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
		const missing = await guest.query('post', { postId: 999_999 });
		expect(missing.status).toBe(404);
		expect(missing.error?.data.i18nKey).toBe('wall.errors.postNotFound');
		expect((await guest.query('comments', { postId: 999_999 })).error?.data.i18nKey).toBe('wall.errors.postNotFound');
		expect((await author.mutate('addComment', { postId: 999_999, body: 'Hola', profileId: null })).status).toBe(404);
		expect((await author.mutate('react', { postId: 999_999, reaction: 'like' })).status).toBe(404);
		const comment = await author.mutate('updateComment', { commentId: 999_999, body: 'Hola' });
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
		const someoneElses = await other.mutate('createPost', postInput({ profileId: business }));
		expect(someoneElses.status).toBe(403);
		const freelancer = addProfile(server, other.id, 'freelancer', 'Luis Plomero');
		expect((await other.mutate('createPost', postInput({ profileId: freelancer }))).status).toBe(403);
		expect((await other.mutate('createPost', postInput({ profileId: 999_999 }))).status).toBe(404);
		expect((await other.mutate('addComment', { postId: post.id, body: 'Hola', profileId: business })).status).toBe(403);
		expect(stored()).toEqual(before);

		const access = await author.query<{ profiles: { id: number; kind: string }[] }>('access');
		expect(access.data?.profiles.map((profile) => [profile.id, profile.kind])).toEqual([
			[business, 'business'],
			[restaurant, 'restaurant'],
		]);
	});

	it('takes only the author’s own uploads as the image', async () => {
		const mine = await uploadImage(server, author.token);
		const post = await createPost(author, { imageId: mine });
		expect(post.imageId).toBe(mine);
		const theirs = await other.mutate('createPost', postInput({ imageId: mine }));
		expect(theirs.status).toBe(400);
		expect(theirs.error?.data.i18nKey).toBe('images.notFound');
		const edit = await other.mutate('createPost', postInput({ imageId: 'abcdefghijklmnopqrstuvwx' }));
		expect(edit.error?.data.i18nKey).toBe('images.notFound');
	});

	it('lets only the author edit or delete a post or a comment (403 for others)', async () => {
		const post = await createPost(author);
		const comment = await addComment(author, post.id, 'Primer comentario');
		const before = stored();
		const forbidden = [
			await other.mutate('updatePost', { postId: post.id, title: 'Mío', content: 'Mío', imageId: null }),
			await other.mutate('deletePost', { postId: post.id }),
			await other.mutate('updateComment', { commentId: comment.id, body: 'Mío' }),
			await other.mutate('deleteComment', { commentId: comment.id }),
		];
		for (const response of forbidden) {
			expect(response.status).toBe(403);
			expect(response.error?.data.i18nKey).toBe('errors.forbidden');
		}
		expect(stored()).toEqual(before);

		const edited = await author.mutate<PostView>('updatePost', {
			postId: post.id,
			title: 'Título nuevo',
			content: 'Contenido nuevo',
			imageId: null,
		});
		expect(edited.data).toMatchObject({ title: 'Título nuevo', content: 'Contenido nuevo', mine: true });
		expect(edited.data?.editedAt).not.toBeNull();
		const editedComment = await author.mutate<CommentView>('updateComment', {
			commentId: comment.id,
			body: 'Corregido',
		});
		expect(editedComment.data).toMatchObject({ body: 'Corregido', mine: true });
		expect((await other.query<PostView>('post', { postId: post.id })).data?.mine).toBe(false);
	});

	it('keeps the comment count with adds and deletes, and pages comments oldest first', async () => {
		const post = await createPost(author);
		const bodies = ['uno', 'dos', 'tres', 'cuatro', 'cinco'];
		const comments: CommentView[] = [];
		for (const body of bodies) comments.push(await addComment(other, post.id, body));
		const first = await anonymous(server).query<{ items: CommentView[]; nextCursor: number | null }>('comments', {
			postId: post.id,
			limit: 2,
		});
		expect(first.data?.items.map((item) => item.body)).toEqual(['uno', 'dos']);
		// A comment added while reading lands at the end, never shifts the pages.
		await addComment(author, post.id, 'seis');
		const rest: string[] = [];
		let cursor = first.data?.nextCursor ?? null;
		while (cursor !== null) {
			const page = await anonymous(server).query<{ items: CommentView[]; nextCursor: number | null }>('comments', {
				postId: post.id,
				cursor,
				limit: 2,
			});
			rest.push(...(page.data?.items.map((item) => item.body) ?? []));
			cursor = page.data?.nextCursor ?? null;
		}
		expect(rest).toEqual(['tres', 'cuatro', 'cinco', 'seis']);
		expect((await author.query<PostView>('post', { postId: post.id })).data?.commentCount).toBe(6);
		await other.mutate('deleteComment', { commentId: comments[0]?.id });
		expect((await author.query<PostView>('post', { postId: post.id })).data?.commentCount).toBe(5);
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
			const page = await anonymous(server).query<{ items: PostView[]; nextCursor: number | null }>('posts', {
				cursor,
				limit: 3,
			});
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
			expect((await reporter.mutate('report', { target: 'post', id: post.id, reason: 'Es spam' })).data).toEqual({
				ok: true,
			});
			expect((await reporter.mutate('report', { target: 'comment', id: comment.id, reason: 'Ofensivo' })).data).toEqual(
				{ ok: true },
			);
		}
		const rows = server.db.select().from(wallReports).where(eq(wallReports.reporterId, reporter.id)).all();
		expect(rows.map((row) => [row.postId, row.commentId, row.reason])).toEqual([
			[post.id, null, 'Es spam'],
			[null, comment.id, 'Ofensivo'],
		]);
		expect((await reporter.mutate('report', { target: 'comment', id: 999_999, reason: 'x' })).status).toBe(404);
	});

	it('deletes a post with its comments, reactions and reports, and its image once nothing uses it', async () => {
		const shared = await uploadImage(server, author.token);
		const first = await createPost(author, { imageId: shared });
		const second = await createPost(author, { imageId: shared });
		await addComment(other, first.id);
		await other.mutate('react', { postId: first.id, reaction: 'like' });
		await other.mutate('report', { target: 'post', id: first.id, reason: 'Repetido' });
		const folder = join(server.settings.uploadsDir, shared);
		expect(existsSync(folder)).toBe(true);

		expect((await author.mutate('deletePost', { postId: first.id })).data).toEqual({ ok: true });
		expect(server.db.select().from(wallComments).where(eq(wallComments.postId, first.id)).all()).toEqual([]);
		expect(server.db.select().from(wallReactions).where(eq(wallReactions.postId, first.id)).all()).toEqual([]);
		expect(server.db.select().from(wallReports).where(eq(wallReports.postId, first.id)).all()).toEqual([]);
		expect((await anonymous(server).query('post', { postId: first.id })).status).toBe(404);
		// The other post still shows the image: it stays.
		expect(server.db.select().from(uploads).where(eq(uploads.id, shared)).get()).toBeDefined();
		expect(existsSync(folder)).toBe(true);

		expect((await author.mutate('deletePost', { postId: second.id })).data).toEqual({ ok: true });
		expect(server.db.select().from(uploads).where(eq(uploads.id, shared)).get()).toBeUndefined();
		expect(existsSync(folder)).toBe(false);
	});

	it('drops a replaced image when nothing uses it, and keeps one a profile shows', async () => {
		const old = await uploadImage(server, author.token);
		const post = await createPost(author, { imageId: old });
		const replacement = await uploadImage(server, author.token);
		await author.mutate('updatePost', { postId: post.id, title: 'Nueva foto', content: 'Mira', imageId: replacement });
		expect(server.db.select().from(uploads).where(eq(uploads.id, old)).get()).toBeUndefined();
		expect(existsSync(join(server.settings.uploadsDir, old))).toBe(false);

		const business = addProfile(server, author.id, 'business', 'Con foto');
		server.db.update(uploads).set({ profileId: business }).where(eq(uploads.id, replacement)).run();
		await author.mutate('deletePost', { postId: post.id });
		expect(server.db.select().from(uploads).where(eq(uploads.id, replacement)).get()).toBeDefined();
	});
});
