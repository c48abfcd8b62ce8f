import { grantStaff } from '@edge/api';
import type { AppRouter } from '@edge/api/client';
import { chatReports, profiles, staffAudit, userNotices, wallComments, wallPosts } from '@edge/db';
import type { inferRouterOutputs } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatUser, chatFreelancer, chatUser, sent } from './chat-core-helpers';
import { bearer, type RegisteredUser, registerUser, type TrpcResponse } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { type ApiClient, apiClient, call, type RouterInputs } from './typed-client';

type Outputs = inferRouterOutputs<AppRouter>;
type Queue = Outputs['staff']['reports']['list'];

let server: TestServer;
let moderator: RegisteredUser;
let owner: RegisteredUser;
let author: RegisteredUser;
let reporters: RegisteredUser[];

beforeAll(async () => {
	server = await startTestServer();
	[moderator, owner, author, ...reporters] = await Promise.all([
		registerUser(server, { firstName: 'Mora', lastName: 'Staff' }),
		registerUser(server, { firstName: 'Marta', lastName: 'Dueña' }),
		registerUser(server, { firstName: 'Ana', lastName: 'Autora' }),
		registerUser(server, { firstName: 'Luis', lastName: 'Uno' }),
		registerUser(server, { firstName: 'Rosa', lastName: 'Dos' }),
		registerUser(server, { firstName: 'Pedro', lastName: 'Tres' }),
	]);
	grantStaff(server.db, moderator.email, 'moderator', new Date());
});
afterAll(async () => {
	await server?.stop();
});

/** The API as `user` (anonymous when null). */
const as = (user: RegisteredUser | null) => apiClient(server.url, user ? bearer(user.token) : {});

/** The whole queue of one kind, page after page. */
async function wholeQueue(
	kind: RouterInputs['staff']['reports']['list']['kind'] = null,
	limit = 20,
): Promise<Queue['items']> {
	const items: Queue['items'] = [];
	let cursor: string | null = null;
	do {
		const page: TrpcResponse<Queue> = await call(() =>
			as(moderator).staff.reports.list.query({
				kind,
				cursor,
				limit,
			}),
		);
		expect(page.status).toBe(200);
		items.push(...(page.data?.items ?? []));
		cursor = page.data?.nextCursor ?? null;
	} while (cursor);
	return items;
}

let profileCounter = 0;
function insertProfile(): number {
	profileCounter += 1;
	return server.db
		.insert(profiles)
		.values({ ownerId: owner.user.id, kind: 'business', title: `Colmado ${profileCounter}`, about: 'Reportes' })
		.returning({ id: profiles.id })
		.get().id;
}

/** A profile with Ana's review on it, reported by `reportedBy`. */
async function reportedReview(reportedBy: RegisteredUser[], comment = 'Pésimo, no vayan') {
	const profileId = insertProfile();
	const review = await call(() => as(author).reviews.upsert.mutate({ profileId, rating: 1, comment }));
	const reviewId = review.data?.id ?? 0;
	for (const [index, reporter] of reportedBy.entries()) {
		server.clock.advance(1000);
		const report = await call(() => as(reporter).reviews.report.mutate({ reviewId, reason: `Ofensiva ${index}` }));
		expect(report.status).toBe(200);
	}
	return { profileId, reviewId };
}

function insertPost(title = 'Oferta especial') {
	return server.db
		.insert(wallPosts)
		.values({ authorId: author.user.id, title, content: 'Contenido del post', createdAt: server.clock.now() })
		.returning({ id: wallPosts.id })
		.get().id;
}

function lastAudit() {
	return server.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1).get();
}

describe('staff.reports: authorization', () => {
	it('answers 401 to visitors, 403 to plain users and serves moderators', async () => {
		const item = { kind: 'review', id: 1 } as const;
		const calls: Array<[string, (api: ApiClient) => Promise<unknown>]> = [
			['staff.reports.list', (api) => api.staff.reports.list.query({})],
			['staff.reports.item', (api) => api.staff.reports.item.query(item)],
			['staff.reports.dismiss', (api) => api.staff.reports.dismiss.mutate(item)],
			['staff.reports.hide', (api) => api.staff.reports.hide.mutate({ ...item, reason: 'x' })],
			['staff.reports.restore', (api) => api.staff.reports.restore.mutate(item)],
		];
		for (const [path, attempt] of calls) {
			expect((await call(() => attempt(as(null)))).status, path).toBe(401);
			expect((await call(() => attempt(as(author)))).status, path).toBe(403);
		}
		expect((await call(() => as(moderator).staff.reports.list.query({}))).status).toBe(200);
	});
});

describe('staff.reports.list', () => {
	it('groups the reports of one item with their count and reasons, oldest first, by kind and in pages', async () => {
		const first = await reportedReview(reporters.slice(0, 3));
		server.clock.advance(1000);
		const postId = insertPost('Post reportado');
		expect(
			(await call(() => as(reporters[0] ?? null).wall.report.mutate({ target: 'post', id: postId, reason: 'Spam' })))
				.status,
		).toBe(200);
		server.clock.advance(1000);
		const second = await reportedReview(reporters.slice(0, 1), 'Otra reseña');

		const all = await wholeQueue(null, 1);
		const mine = all.filter(
			(item) =>
				(item.kind === 'review' && [first.reviewId, second.reviewId].includes(item.id)) ||
				(item.kind === 'wallPost' && item.id === postId),
		);
		expect(mine.map((item) => [item.kind, item.id, item.count])).toEqual([
			['review', first.reviewId, 3],
			['wallPost', postId, 1],
			['review', second.reviewId, 1],
		]);
		const [review] = mine;
		expect(review?.reasons.map((reason) => reason.reason)).toEqual(['Ofensiva 0', 'Ofensiva 1', 'Ofensiva 2']);
		expect(review?.text).toBe('Pésimo, no vayan');
		expect(review?.author).toMatchObject({ id: author.user.id, email: author.email, name: 'Ana Autora' });
		expect(review?.context).toMatchObject({ kind: 'review', profile: { id: first.profileId, kind: 'business' } });
		expect(review?.hidden).toBeNull();
		expect(mine[1]?.title).toBe('Post reportado');

		const posts = await wholeQueue('wallPost');
		expect(posts.every((item) => item.kind === 'wallPost')).toBe(true);
		expect(posts.some((item) => item.id === postId)).toBe(true);
	});

	it('shows a reported comment with its post title', async () => {
		const postId = insertPost('Post con comentario');
		const commentId = server.db
			.insert(wallComments)
			.values({ postId, authorId: author.user.id, body: 'Comentario feo', createdAt: server.clock.now() })
			.returning({ id: wallComments.id })
			.get().id;
		await call(() =>
			as(reporters[1] ?? null).wall.report.mutate({ target: 'comment', id: commentId, reason: 'Insulto' }),
		);
		const item = await call(() =>
			as(moderator).staff.reports.item.query({
				kind: 'wallComment',
				id: commentId,
			}),
		);
		expect(item.data).toMatchObject({
			count: 1,
			text: 'Comentario feo',
			context: { kind: 'wallComment', post: { id: postId, title: 'Post con comentario' } },
		});
	});
});

describe('staff.reports actions on a review', () => {
	it('hide: gone for visitors and other users, marked for its author, whole for staff; audited; notice', async () => {
		const { profileId, reviewId } = await reportedReview(reporters.slice(0, 2));
		const hide = await call(() =>
			as(moderator).staff.reports.hide.mutate({ kind: 'review', id: reviewId, reason: 'Insultos' }),
		);
		expect(hide.status).toBe(200);

		const listFor = async (user: RegisteredUser | null) =>
			(await call(() => as(user).reviews.list.query({ profileId }))).data?.items ?? [];
		expect(await listFor(null)).toEqual([]);
		expect(await listFor(reporters[0] ?? null)).toEqual([]);
		const [own] = await listFor(author);
		expect(own?.hidden).toMatchObject({ reason: 'Insultos' });
		expect((await listFor(moderator)).map((review) => review.id)).toEqual([reviewId]);
		const summary = await call(() => as(null).reviews.summary.query({ profileId }));
		expect(summary.data).toMatchObject({ count: 0, distribution: [0, 0, 0, 0, 0] });

		// Its reports are closed: the item left the queue.
		expect((await wholeQueue('review')).some((item) => item.id === reviewId)).toBe(false);
		expect(lastAudit()).toMatchObject({
			action: 'content.hide',
			targetKind: 'review',
			targetId: String(reviewId),
			targetUserId: author.user.id,
			staffId: moderator.user.id,
			reason: 'Insultos',
		});
		const notice = server.db
			.select()
			.from(userNotices)
			.where(eq(userNotices.userId, author.user.id))
			.orderBy(desc(userNotices.id))
			.get();
		expect(notice).toMatchObject({ kind: 'contentHidden', targetKind: 'review', reason: 'Insultos' });

		// The hidden view lists it, newest hidden first, to restore it.
		const hiddenView = await call(() => as(moderator).staff.reports.list.query({ view: 'hidden', kind: 'review' }));
		expect(hiddenView.data?.items[0]).toMatchObject({ id: reviewId, count: 0, hidden: { reason: 'Insultos' } });

		const again = await call(() =>
			as(moderator).staff.reports.hide.mutate({ kind: 'review', id: reviewId, reason: 'Otra vez' }),
		);
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('admin.reports.errors.alreadyHidden');

		const restore = await call(() => as(moderator).staff.reports.restore.mutate({ kind: 'review', id: reviewId }));
		expect(restore.status).toBe(200);
		expect((await listFor(null)).map((review) => review.id)).toEqual([reviewId]);
		expect((await call(() => as(null).reviews.summary.query({ profileId }))).data?.count).toBe(1);
		expect(lastAudit()).toMatchObject({ action: 'content.restore', targetId: String(reviewId) });
		const restoreAgain = await call(() => as(moderator).staff.reports.restore.mutate({ kind: 'review', id: reviewId }));
		expect(restoreAgain.status).toBe(409);
		expect(restoreAgain.error?.data.i18nKey).toBe('admin.reports.errors.notHidden');
	});

	it('dismiss: closes the reports and keeps the review; a second dismiss is a 409', async () => {
		const { profileId, reviewId } = await reportedReview(reporters.slice(0, 2));
		const dismiss = await call(() =>
			as(moderator).staff.reports.dismiss.mutate({
				kind: 'review',
				id: reviewId,
				reason: 'No infringe',
			}),
		);
		expect(dismiss.data).toEqual({ closed: 2 });
		expect((await wholeQueue('review')).some((item) => item.id === reviewId)).toBe(false);
		expect((await call(() => as(null).reviews.list.query({ profileId }))).data?.items).toHaveLength(1);
		expect(lastAudit()).toMatchObject({ action: 'report.dismiss', targetId: String(reviewId), reason: 'No infringe' });
		expect(
			(await call(() => as(moderator).staff.reports.dismiss.mutate({ kind: 'review', id: reviewId }))).status,
		).toBe(409);
	});

	it('hide needs a reason; an unknown item is a 404', async () => {
		const blank = await call(() => as(moderator).staff.reports.hide.mutate({ kind: 'review', id: 1, reason: '  ' }));
		expect(blank.status).toBe(400);
		expect(blank.error?.data.fieldErrors.reason).toEqual(['admin.reports.errors.reasonRequired']);
		const missing = await call(() =>
			as(moderator).staff.reports.hide.mutate({ kind: 'wallPost', id: 999999, reason: 'x' }),
		);
		expect(missing.status).toBe(404);
	});
});

describe('staff.reports actions on the wall', () => {
	it('a hidden post leaves the list and its page for others; a hidden comment leaves the comments and the count', async () => {
		const postId = insertPost('Post a ocultar');
		const commentId = server.db
			.insert(wallComments)
			.values({ postId, authorId: author.user.id, body: 'Comentario a ocultar', createdAt: server.clock.now() })
			.returning({ id: wallComments.id })
			.get().id;
		server.db.update(wallPosts).set({ commentCount: 1 }).where(eq(wallPosts.id, postId)).run();

		expect(
			(
				await call(() =>
					as(moderator).staff.reports.hide.mutate({ kind: 'wallComment', id: commentId, reason: 'Spam' }),
				)
			).status,
		).toBe(200);
		const commentsFor = async (user: RegisteredUser | null) =>
			(await call(() => as(user).wall.comments.query({ postId }))).data?.items.map((comment) => comment.id);
		expect(await commentsFor(null)).toEqual([]);
		expect(await commentsFor(author)).toEqual([commentId]);
		expect((await call(() => as(null).wall.post.query({ postId }))).data?.commentCount).toBe(0);

		expect(
			(await call(() => as(moderator).staff.reports.hide.mutate({ kind: 'wallPost', id: postId, reason: 'Estafa' })))
				.status,
		).toBe(200);
		const postIds = async (user: RegisteredUser | null) =>
			(await call(() => as(user).wall.posts.query({ limit: 50 }))).data?.items.map((post) => post.id);
		expect(await postIds(null)).not.toContain(postId);
		expect(await postIds(reporters[0] ?? null)).not.toContain(postId);
		expect(await postIds(author)).toContain(postId);
		expect(await postIds(moderator)).toContain(postId);
		expect((await call(() => as(null).wall.post.query({ postId }))).status).toBe(404);
		const own = await call(() => as(author).wall.post.query({ postId }));
		expect(own.data?.hidden).toMatchObject({ reason: 'Estafa' });

		expect(
			(await call(() => as(moderator).staff.reports.restore.mutate({ kind: 'wallComment', id: commentId }))).status,
		).toBe(200);
		expect((await call(() => as(author).wall.post.query({ postId }))).data?.commentCount).toBe(1);
	});
});

describe('chat reports and hidden messages', () => {
	let customer: ChatUser;
	let freelancer: ChatUser;
	beforeAll(async () => {
		[customer, freelancer] = await Promise.all([chatUser(server, 'Carla'), chatFreelancer(server, 'Fede')]);
	});

	it('a report points at the message named, else at the other person’s latest; a hidden message is a placeholder for the other person', async () => {
		const first = await sent(customer.send(freelancer.id, 'Hola'));
		const rude = await sent(freelancer.send(customer.id, 'Mensaje grosero'));
		const latest = await sent(freelancer.send(customer.id, 'Último mensaje'));
		const conversationId = first.conversationId;

		// Not the reporter's own message, not another conversation's.
		const own = await call(() => customer.api.chat.report.mutate({ conversationId, messageId: first.id }));
		expect(own.status).toBe(400);
		expect(own.error?.data.i18nKey).toBe('chat.core.reportMessageInvalid');

		expect((await call(() => customer.api.chat.report.mutate({ conversationId, reason: 'Grosero' }))).status).toBe(200);
		const report = () =>
			server.db
				.select()
				.from(chatReports)
				.where(and(eq(chatReports.conversationId, conversationId), eq(chatReports.reporterId, customer.id)))
				.get();
		expect(report()?.messageId).toBe(latest.id);

		// Closed by staff, a new report opens it again on the message named.
		await call(() => as(moderator).staff.reports.dismiss.mutate({ kind: 'chatMessage', id: latest.id }));
		expect(report()?.resolution).toBe('dismissed');
		expect(
			(await call(() => customer.api.chat.report.mutate({ conversationId, messageId: rude.id, reason: 'Este' })))
				.status,
		).toBe(200);
		expect(report()).toMatchObject({ messageId: rude.id, resolvedAt: null, resolution: null });

		const item = await call(() =>
			as(moderator).staff.reports.item.query({
				kind: 'chatMessage',
				id: rude.id,
			}),
		);
		expect(item.data?.context).toMatchObject({ kind: 'chatMessage', conversationId });
		const context = item.data?.context.kind === 'chatMessage' ? item.data.context.messages : [];
		expect(context.map((message) => [message.body, message.reported])).toEqual([
			['Hola', false],
			['Mensaje grosero', true],
			['Último mensaje', false],
		]);

		expect(
			(
				await call(() =>
					as(moderator).staff.reports.hide.mutate({ kind: 'chatMessage', id: rude.id, reason: 'Insulto' }),
				)
			).status,
		).toBe(200);
		const seenBy = async (user: ChatUser) =>
			(await call(() => user.api.chat.messages.query({ conversationId }))).data?.messages.find(
				(message) => message.id === rude.id,
			);
		expect(await seenBy(customer)).toMatchObject({ body: '', hidden: { reason: null } });
		expect(await seenBy(freelancer)).toMatchObject({ body: 'Mensaje grosero', hidden: { reason: 'Insulto' } });
		expect(lastAudit()).toMatchObject({
			action: 'content.hide',
			targetKind: 'chatMessage',
			targetUserId: freelancer.id,
		});
	});
});
