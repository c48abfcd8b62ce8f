import { grantStaff } from '@edge/api';
import {
	chatReports,
	conversations,
	messages,
	paymentReceipts,
	plans,
	profiles,
	reviewReports,
	reviews,
	staffAudit,
	subscriptions,
	userNotices,
	verificationRequests,
	wallComments,
	wallPosts,
	wallReports,
} from '@edge/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
let author: RegisteredUser;
let reporter: RegisteredUser;
let second: RegisteredUser;
let moderator: RegisteredUser;
let admin: RegisteredUser;

/** 2026-11-20 12:00 in Santo Domingo (UTC-4). */
const NOW = new Date('2026-11-20T16:00:00Z');

beforeAll(async () => {
	server = await startTestServer();
	server.clock.set(NOW);
	[author, reporter, second, moderator, admin] = await Promise.all([
		registerUser(server, { firstName: 'Marta' }),
		registerUser(server, { firstName: 'Rosa' }),
		registerUser(server, { firstName: 'Luis' }),
		registerUser(server, { firstName: 'Mario' }),
		registerUser(server, { firstName: 'Adela' }),
	]);
	grantStaff(server.db, moderator.email, 'moderator', NOW);
	grantStaff(server.db, admin.email, 'admin', NOW);
});
afterAll(async () => {
	await server?.stop();
});

const at = (iso: string) => new Date(iso);

/** Reported content of every kind, two reports of one review (one item), and closed reports that do not count. */
function arrangeReports() {
	const db = server.db;
	const profileId = db
		.insert(profiles)
		.values({ ownerId: author.user.id, kind: 'business', title: 'Colmado La Esquina', about: '' })
		.returning({ id: profiles.id })
		.get().id;
	const reviewId = db
		.insert(reviews)
		.values({ profileId, authorId: author.user.id, rating: 1, comment: 'Malo', createdAt: NOW, updatedAt: NOW })
		.returning({ id: reviews.id })
		.get().id;
	db.insert(reviewReports)
		.values([
			{ reviewId, reporterId: reporter.user.id, reason: 'Insulto', createdAt: NOW },
			{ reviewId, reporterId: second.user.id, reason: 'Falso', createdAt: NOW },
		])
		.run();
	const postId = db
		.insert(wallPosts)
		.values({ authorId: author.user.id, title: 'Oferta dudosa', content: '…', createdAt: NOW })
		.returning({ id: wallPosts.id })
		.get().id;
	const commentId = db
		.insert(wallComments)
		.values({ postId, authorId: author.user.id, body: 'Comentario grosero', createdAt: NOW })
		.returning({ id: wallComments.id })
		.get().id;
	db.insert(wallReports)
		.values([
			{ reporterId: reporter.user.id, postId, reason: 'Estafa', createdAt: NOW },
			{ reporterId: reporter.user.id, commentId, reason: 'Grosero', createdAt: NOW },
			// Closed: not in the count.
			{ reporterId: second.user.id, postId, reason: 'Spam', createdAt: NOW, resolvedAt: NOW, resolution: 'dismissed' },
		])
		.run();
	const conversationId = db
		.insert(conversations)
		.values({ customerId: reporter.user.id, freelancerId: author.user.id, createdAt: NOW })
		.returning({ id: conversations.id })
		.get().id;
	const messageId = db
		.insert(messages)
		.values({ conversationId, senderId: author.user.id, clientId: 'c-1', body: 'Mensaje ofensivo', createdAt: NOW })
		.returning({ id: messages.id })
		.get().id;
	db.insert(chatReports)
		.values({ conversationId, reporterId: reporter.user.id, reason: 'Acoso', messageId, createdAt: NOW })
		.run();
	db.insert(verificationRequests)
		.values([
			{
				profileId,
				ownerId: author.user.id,
				channel: 'phone',
				target: '+18095550000',
				businessName: 'La Esquina',
				submittedAt: NOW,
			},
			{
				profileId,
				ownerId: author.user.id,
				channel: 'email',
				target: 'a@b.do',
				businessName: 'La Esquina',
				submittedAt: NOW,
				status: 'rejected',
			},
		])
		.run();
	return { profileId, reviewId, postId, commentId, messageId };
}

let content: ReturnType<typeof arrangeReports>;

describe('staff.overview.dashboard', () => {
	it('counts open reports per item, pending verifications, the week, active plans and the month in Santo Domingo', async () => {
		content = arrangeReports();
		const db = server.db;
		const [first, other] = db.select().from(plans).orderBy(plans.sortOrder).limit(2).all();
		if (!first || !other) throw new Error('no plans seeded');
		db.insert(subscriptions)
			.values([
				{ id: 'I-A1', userId: author.user.id, planId: first.id, status: 'ACTIVE' },
				{ id: 'I-A2', userId: second.user.id, planId: first.id, status: 'ACTIVE' },
				{ id: 'I-B1', userId: reporter.user.id, planId: other.id, status: 'ACTIVE' },
				{
					id: 'I-C1',
					userId: reporter.user.id,
					planId: other.id,
					status: 'CANCELED',
					nextBillingAt: at('2027-01-01T00:00:00Z'),
				},
			])
			.run();
		db.insert(paymentReceipts)
			.values([
				// 1 Nov 00:30 in Santo Domingo: this month.
				{
					id: 'r1',
					userId: author.user.id,
					subscriptionId: 'I-A1',
					planId: first.id,
					amountCents: 15000,
					currency: 'USD',
					paypalReference: 'p1',
					paidAt: at('2026-11-01T04:30:00Z'),
				},
				{
					id: 'r2',
					userId: second.user.id,
					subscriptionId: 'I-A2',
					planId: first.id,
					// A receipt from before charging in US dollars: its own total, never converted.
					amountCents: 50050,
					currency: 'DOP',
					paypalReference: 'p2',
					paidAt: at('2026-11-19T12:00:00Z'),
				},
				{
					id: 'r4',
					userId: second.user.id,
					subscriptionId: 'I-A2',
					planId: first.id,
					amountCents: 8136,
					currency: 'USD',
					paypalReference: 'p4',
					paidAt: at('2026-11-20T12:00:00Z'),
				},
				// 31 Oct 23:30 in Santo Domingo (already November in UTC): last month.
				{
					id: 'r3',
					userId: reporter.user.id,
					subscriptionId: 'I-B1',
					planId: other.id,
					amountCents: 99900,
					paypalReference: 'p3',
					paidAt: at('2026-11-01T03:30:00Z'),
				},
			])
			.run();
		// An old account: signed up a month ago, not this week.
		db.run(sql`update users set created_at = ${at('2026-10-01T00:00:00Z').getTime()} where id = ${second.user.id}`);

		const response = await call(() => apiClient(server.url, bearer(moderator.token)).staff.overview.dashboard.query());
		expect(response.status).toBe(200);
		const dashboard = response.data;
		expect(dashboard?.openReports).toEqual({ review: 1, wallPost: 1, wallComment: 1, chatMessage: 1 });
		expect(dashboard?.pendingVerifications).toBe(1);
		// The users were made with the real clock; the dashboard reads them against NOW.
		const recent = db.get<{ n: number }>(
			sql`select count(*) as n from users where created_at >= ${NOW.getTime() - 7 * 86_400_000}`,
		);
		expect(dashboard?.newUsersThisWeek).toBe(recent?.n);
		expect(dashboard?.newProfilesThisWeek).toBeGreaterThanOrEqual(0);
		expect(dashboard?.activeSubscriptions).toEqual([
			{ planId: first.id, planName: { es: first.nameEs, en: first.nameEn }, count: 2 },
			{ planId: other.id, planName: { es: other.nameEs, en: other.nameEn }, count: 1 },
		]);
		expect(dashboard?.revenueThisMonth).toEqual([
			{ currency: 'DOP', cents: 50050 },
			{ currency: 'USD', cents: 23136 },
		]);
		expect(dashboard?.monthStart).toBe('2026-11-01T04:00:00.000Z');
	});
});

describe('staff_audit', () => {
	const row = (overrides: Partial<typeof staffAudit.$inferInsert>) => ({
		staffId: moderator.user.id,
		staffEmail: moderator.email,
		staffRole: 'moderator' as const,
		action: 'content.hide' as const,
		targetKind: 'review' as const,
		targetId: String(content.reviewId),
		targetUserId: author.user.id,
		reason: 'Insulto',
		createdAt: NOW,
		...overrides,
	});

	it('refuses UPDATE and DELETE (append-only)', () => {
		server.db.insert(staffAudit).values(row({})).run();
		// The raw connection, so the trigger's own message is what is read.
		expect(() => server.db.$client.prepare("update staff_audit set reason = 'otra'").run()).toThrow(/append-only/);
		expect(() => server.db.$client.prepare('delete from staff_audit').run()).toThrow(/append-only/);
		expect(server.db.$client.prepare("select count(*) as n from staff_audit where reason = 'otra'").get()).toEqual({
			n: 0,
		});
	});

	it('lists newest first with labels, filters and pages', async () => {
		server.db
			.insert(staffAudit)
			.values([
				row({
					action: 'content.hide',
					targetKind: 'wallPost',
					targetId: String(content.postId),
					createdAt: at('2026-11-18T15:00:00Z'),
				}),
				row({
					staffId: admin.user.id,
					staffEmail: admin.email,
					staffRole: 'admin',
					action: 'user.suspend',
					targetKind: 'user',
					targetId: author.user.id,
					reason: 'Reincidente',
					detail: { sessions: 2 },
					createdAt: at('2026-11-19T15:00:00Z'),
				}),
				row({
					action: 'report.dismiss',
					targetKind: 'wallComment',
					targetId: '999999',
					targetUserId: null,
					createdAt: at('2026-11-20T03:00:00Z'),
				}),
			])
			.run();
		const audit = (input: Record<string, unknown>, who = admin) =>
			call(() => apiClient(server.url, bearer(who.token)).staff.overview.audit.query(input));

		const all = await audit({});
		expect(all.status).toBe(200);
		const ids = all.data?.items.map((item) => item.id) ?? [];
		expect(ids).toEqual([...ids].sort((a, b) => b - a));
		const suspend = all.data?.items.find((item) => item.action === 'user.suspend');
		expect(suspend).toMatchObject({
			staffEmail: admin.email,
			targetLabel: author.email,
			targetUserEmail: author.email,
			reason: 'Reincidente',
			detail: { sessions: 2 },
			createdAt: '2026-11-19T15:00:00.000Z',
		});
		expect(all.data?.items.find((item) => item.targetKind === 'wallPost')?.targetLabel).toBe('Oferta dudosa');
		expect(all.data?.items.find((item) => item.targetKind === 'review')?.targetLabel).toBe('Colmado La Esquina');
		// A target deleted since (or never there) has no label, and the row is still listed.
		expect(all.data?.items.find((item) => item.targetId === '999999')?.targetLabel).toBeNull();

		expect((await audit({ action: 'user.suspend' })).data?.items.map((item) => item.action)).toEqual(['user.suspend']);
		expect((await audit({ staffId: admin.user.id })).data?.items.every((item) => item.staffId === admin.user.id)).toBe(
			true,
		);
		expect((await audit({ staffEmail: moderator.email.toUpperCase() })).data?.items.length).toBeGreaterThan(0);
		expect((await audit({ targetKind: 'wallPost' })).data?.items.map((item) => item.targetKind)).toEqual(['wallPost']);
		expect(
			(await audit({ targetUserId: author.user.id })).data?.items.every((item) => item.targetUserId === author.user.id),
		).toBe(true);
		// Santo Domingo days: 2026-11-19 runs from 04:00 UTC on the 19th to 04:00 UTC on the 20th.
		const day = await audit({ from: '2026-11-19', to: '2026-11-19' });
		expect(day.data?.items.map((item) => item.action)).toEqual(['report.dismiss', 'user.suspend']);

		const first = await audit({ limit: 2 });
		expect(first.data?.items).toHaveLength(2);
		const next = await audit({ limit: 2, cursor: first.data?.nextCursor });
		expect(next.data?.items[0]?.id).toBeLessThan(first.data?.items[1]?.id ?? 0);

		expect((await audit({}, moderator)).status).toBe(403);
		expect((await audit({ action: 'nope' })).status).toBe(400);
	});
});

describe('notices', () => {
	it("lists the user's own notices newest first, with the content's name, and marks them read", async () => {
		server.db
			.insert(userNotices)
			.values([
				{
					userId: author.user.id,
					kind: 'contentHidden',
					targetKind: 'review',
					targetId: String(content.reviewId),
					reason: 'Insulto',
					createdAt: at('2026-11-19T10:00:00Z'),
				},
				{
					userId: author.user.id,
					kind: 'contentHidden',
					targetKind: 'wallComment',
					targetId: String(content.commentId),
					reason: 'Grosero',
					createdAt: at('2026-11-19T11:00:00Z'),
				},
				{
					userId: author.user.id,
					kind: 'contentHidden',
					targetKind: 'chatMessage',
					targetId: '987654',
					reason: 'Acoso',
					createdAt: at('2026-11-19T12:00:00Z'),
				},
				{
					userId: author.user.id,
					kind: 'warning',
					targetKind: 'user',
					targetId: author.user.id,
					reason: 'Cuidado',
					createdAt: at('2026-11-19T13:00:00Z'),
				},
				{ userId: second.user.id, kind: 'suspended', reason: 'Otro', createdAt: NOW },
			])
			.run();
		const mine = () => call(() => apiClient(server.url, bearer(author.token)).notices.mine.query());
		const before = await mine();
		expect(before.data?.unread).toBe(4);
		expect(before.data?.items.map((item) => [item.kind, item.targetLabel, item.reason])).toEqual([
			// A notice about the user's own account never shows an e-mail.
			['warning', null, 'Cuidado'],
			// A deleted message: the notice stays, without a label.
			['contentHidden', null, 'Acoso'],
			['contentHidden', 'Comentario grosero', 'Grosero'],
			['contentHidden', 'Colmado La Esquina', 'Insulto'],
		]);
		const otherId = server.db.get<{ id: number }>(
			sql`select id from user_notices where user_id = ${second.user.id}`,
		)?.id;
		const firstId = before.data?.items[0]?.id ?? 0;
		const marked = await call(() =>
			apiClient(server.url, bearer(author.token)).notices.markRead.mutate({ ids: [firstId, otherId] }),
		);
		// Someone else's notice is not touched.
		expect(marked.data?.changed).toBe(1);
		expect((await mine()).data?.items.map((item) => item.read)).toEqual([true, false, false, false]);
		const all = await call(() => apiClient(server.url, bearer(author.token)).notices.markAllRead.mutate());
		expect(all.data?.changed).toBe(3);
		expect((await mine()).data?.unread).toBe(0);
		const theirs = await call(() => apiClient(server.url, bearer(second.token)).notices.mine.query());
		expect(theirs.data?.items.map((item) => item.read)).toEqual([false]);
		expect((await call(() => visitor().notices.mine.query())).status).toBe(401);
	});
});
