import { grantStaff } from '@edge/api';
import { profiles, staffAudit, userNotices, verificationRequests } from '@edge/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterInputs, type RouterOutputs } from './typed-client';
import { verificationHelpers } from './verification-helpers';

/**
 * Business verification reviewed by staff (issue 21, docs/admin.md): a confirmed code files a
 * pending request; a moderator approves it (the badge shows in search) or rejects it with a reason
 * the owner reads, and each decision is a notice to the owner and a row of the audit.
 */

type Item = RouterOutputs['staff']['verifications']['list']['items'][number];

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
let helpers: ReturnType<typeof verificationHelpers>;
let user: RegisteredUser;
let moderator: RegisteredUser;

beforeAll(async () => {
	server = await startTestServer();
	helpers = verificationHelpers(server);
	[user, moderator] = await Promise.all([registerUser(server), registerUser(server, { firstName: 'Mario' })]);
	grantStaff(server.db, moderator.email, 'moderator', new Date());
});
afterAll(async () => {
	await server?.stop();
});
afterEach(() => {
	server.clock.set(new Date());
});

/** A title search finds by one word no other profile of this file has. */
let wordCounter = 0;
const uniqueWord = () => `Quisqueya${'abcdefghij'[wordCounter++ % 10]}${'klmnopqrst'[process.pid % 10]}`;

const list = (input: RouterInputs['staff']['verifications']['list'] = {}, who: RegisteredUser = moderator) =>
	call(() => apiClient(server.url, bearer(who.token)).staff.verifications.list.query(input));
const approve = (input: RouterInputs['staff']['verifications']['approve'], who: RegisteredUser = moderator) =>
	call(() => apiClient(server.url, bearer(who.token)).staff.verifications.approve.mutate(input));
const reject = (input: RouterInputs['staff']['verifications']['reject'], who: RegisteredUser = moderator) =>
	call(() => apiClient(server.url, bearer(who.token)).staff.verifications.reject.mutate(input));
const stateOf = async (owner: RegisteredUser, id: number) =>
	(await call(() => apiClient(server.url, bearer(owner.token)).business.verification.query({ id }))).data;
const auditOf = (requestId: number) =>
	server.db
		.select()
		.from(staffAudit)
		.all()
		.filter((row) => (row.detail as { requestId?: number } | null)?.requestId === requestId);
const noticesOf = (userId: string) => server.db.select().from(userNotices).where(eq(userNotices.userId, userId)).all();

async function pendingBusiness() {
	const word = uniqueWord();
	const business = await helpers.ownerWithProfile({ title: `Ferretería ${word}`, rnc: '1-01-85004-3' });
	const requestId = await helpers.submitRequest(business.owner, business.id, business.email);
	return { ...business, word, requestId };
}

/** The queue's order: by submission time, the id breaking ties. */
const bySubmission = (a: Item, b: Item) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id;

async function searchFor(word: string) {
	const found = await call(() =>
		visitor().directory.search.query({
			q: word,
		}),
	);
	return found.data?.items ?? [];
}

describe('staff.verifications', () => {
	it('a confirmed code is a pending request, listed with what was submitted, not a verified business', async () => {
		const { owner, id, email, requestId, word } = await pendingBusiness();
		expect(helpers.verifiedAtOf(id)).toBeNull();
		expect((await stateOf(owner, id))?.review).not.toBeNull();

		const page = await list();
		expect(page.status).toBe(200);
		const item = page.data?.items.find((row) => row.id === requestId);
		expect(item).toMatchObject({
			status: 'pending',
			submitted: {
				channel: 'email',
				target: email,
				businessName: `Ferretería ${word}`,
				// Whole for staff, whatever the public page masks.
				taxId: { kind: 'rnc', number: '1-01-85004-3' },
			},
			profile: { id, kind: 'business', title: `Ferretería ${word}`, verified: false },
			owner: { id: owner.user.id, email: owner.email },
			previous: [],
		});
		// Oldest first.
		const items = page.data?.items ?? [];
		expect(items).toEqual([...items].sort(bySubmission));
		expect((await searchFor(word)).find((hit) => hit.id === id)?.verified).toBe(false);
	});

	it('approve verifies the business: the badge in search and on its page, a notice and an audit row', async () => {
		const { owner, id, requestId, word } = await pendingBusiness();
		const approved = await approve({ requestId, note: 'Datos comprobados con la DGII' });
		expect(approved.status).toBe(200);

		expect(helpers.verifiedAtOf(id)).not.toBeNull();
		expect(helpers.requestsOf(id)).toMatchObject([{ status: 'approved', decidedById: moderator.user.id }]);
		expect((await searchFor(word)).find((hit) => hit.id === id)?.verified).toBe(true);
		const profile = await call(() => visitor().business.get.query({ id }));
		expect(profile.data?.verified).toBe(true);
		expect(await stateOf(owner, id)).toMatchObject({ verified: true, review: null, rejection: null });

		expect(noticesOf(owner.user.id)).toMatchObject([
			{ kind: 'verificationApproved', targetKind: 'profile', targetId: String(id) },
		]);
		expect(auditOf(requestId)).toMatchObject([
			{
				action: 'verification.approve',
				staffId: moderator.user.id,
				staffRole: 'moderator',
				targetKind: 'profile',
				targetId: String(id),
				targetUserId: owner.user.id,
				reason: 'Datos comprobados con la DGII',
			},
		]);
		expect((await list()).data?.items.some((row) => row.id === requestId)).toBe(false);
		expect((await list({ status: 'approved' })).data?.items.some((row) => row.id === requestId)).toBe(true);
	});

	it('reject needs a reason the owner then reads, and the owner may ask again', async () => {
		const { owner, id, email, requestId } = await pendingBusiness();
		const blank = await reject({ requestId, reason: '   ' });
		expect(blank.status).toBe(400);
		expect(blank.error?.data.fieldErrors.reason).toEqual(['admin.verifications.reasonRequired']);
		expect(helpers.requestsOf(id)[0]?.status).toBe('pending');

		const reason = 'El RNC no corresponde al nombre del negocio';
		expect((await reject({ requestId, reason })).status).toBe(200);
		expect(helpers.verifiedAtOf(id)).toBeNull();
		expect(await stateOf(owner, id)).toMatchObject({ verified: false, review: null, rejection: { reason } });
		expect(noticesOf(owner.user.id)).toMatchObject([{ kind: 'verificationRejected', reason }]);
		expect(auditOf(requestId)).toMatchObject([{ action: 'verification.reject', reason, targetUserId: owner.user.id }]);

		// Trying again files a second request (a new code, once the minute between codes is over);
		// staff see the first one beside it.
		server.clock.advance(61 * 1000);
		const second = await helpers.submitRequest(owner, id, email);
		expect(await stateOf(owner, id)).toMatchObject({ review: {}, rejection: null });
		const item = (await list()).data?.items.find((row) => row.id === second);
		expect(item?.previous).toMatchObject([{ id: requestId, status: 'rejected', reason }]);
	});

	it('deciding a request twice is 409 and changes nothing; an unknown one is 404', async () => {
		const { id, requestId } = await pendingBusiness();
		expect((await approve({ requestId })).status).toBe(200);
		const auditRows = auditOf(requestId).length;

		const again = await approve({ requestId });
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('admin.verifications.alreadyDecided');
		const late = await reject({ requestId, reason: 'Tarde' });
		expect(late.status).toBe(409);
		expect(helpers.requestsOf(id)).toMatchObject([{ status: 'approved', reason: null }]);
		expect(helpers.verifiedAtOf(id)).not.toBeNull();
		expect(auditOf(requestId)).toHaveLength(auditRows);

		const unknown = await approve({ requestId: 999_999 });
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('admin.verifications.notFound');
	});

	it('refuses to approve once the owner replaced the proven contact; a rejection still goes through', async () => {
		const { owner, id, input, requestId } = await pendingBusiness();
		await call(() =>
			apiClient(server.url, bearer(owner.token)).business.update.mutate({ ...input, id, email: 'otro@example.com' }),
		);
		const item = (await list()).data?.items.find((row) => row.id === requestId);
		expect(item?.submitted).toMatchObject({ contactStillCurrent: false });

		const refused = await approve({ requestId });
		expect(refused.status).toBe(409);
		expect(refused.error?.data.i18nKey).toBe('admin.verifications.contactChanged');
		expect(helpers.requestsOf(id)).toMatchObject([{ status: 'pending' }]);
		expect(helpers.verifiedAtOf(id)).toBeNull();
		expect(auditOf(requestId)).toEqual([]);
		expect((await reject({ requestId, reason: 'Prueba el correo nuevo' })).status).toBe(200);
	});

	it('pages oldest first with a cursor', async () => {
		// 21 pending requests: one page of 20 and the rest.
		while (
			server.db.select().from(verificationRequests).where(eq(verificationRequests.status, 'pending')).all().length < 21
		) {
			await pendingBusiness();
		}
		const first = await list();
		expect(first.data?.items).toHaveLength(20);
		expect(first.data?.nextCursor).not.toBeNull();
		const next = await list({ cursor: first.data?.nextCursor });
		const firstItems = first.data?.items ?? [];
		const nextItems = next.data?.items ?? [];
		expect(nextItems.length).toBeGreaterThan(0);
		expect([...firstItems, ...nextItems]).toEqual([...firstItems, ...nextItems].sort(bySubmission));
		expect(new Set([...firstItems, ...nextItems].map((row) => row.id)).size).toBe(firstItems.length + nextItems.length);
		expect((await list({ cursor: 'not-a-cursor' })).status).toBe(400);
	});

	it('puts the longest waiting first by submission time, whatever the ids say, on every page', async () => {
		// 22 requests filed newest first, as the demo files them: each id is higher and its time earlier
		// (all before this file's other requests), the last two at the same moment (the id breaks the tie).
		const oldest = Date.UTC(2001, 0, 1);
		const filed: number[] = [];
		const profileIds: number[] = [];
		for (let index = 0; index < 22; index += 1) {
			const title = `Colmado Antiguo ${index}`;
			const profileId = server.db
				.insert(profiles)
				.values({ ownerId: user.user.id, kind: 'business', title })
				.returning({ id: profiles.id })
				.get().id;
			profileIds.push(profileId);
			const hoursBefore = 21 - Math.min(index, 20);
			filed.push(
				server.db
					.insert(verificationRequests)
					.values({
						profileId,
						ownerId: user.user.id,
						status: 'pending',
						channel: 'phone',
						target: '+18095550150',
						businessName: title,
						submittedAt: new Date(oldest + hoursBefore * 3_600_000),
					})
					.returning({ id: verificationRequests.id })
					.get().id,
			);
		}
		try {
			// Longest waiting first: the two filed last (same time: lower id first), then back to the first filed.
			const expected = [filed[20], filed[21], ...filed.slice(0, 20).reverse()];
			const first = await list();
			expect(first.data?.items.map((row) => row.id)).toEqual(expected.slice(0, 20));
			const next = await list({ cursor: first.data?.nextCursor });
			expect(next.data?.items.slice(0, 2).map((row) => row.id)).toEqual(expected.slice(20));
			// And after them this file's other requests, none seen twice.
			const nextIds = next.data?.items.map((row) => row.id) ?? [];
			expect(nextIds.filter((id) => expected.slice(0, 20).includes(id))).toEqual([]);
		} finally {
			server.db.delete(verificationRequests).where(inArray(verificationRequests.id, filed)).run();
			server.db.delete(profiles).where(inArray(profiles.id, profileIds)).run();
		}
	});

	it('only staff: anonymous 401, a user 403 (nothing changes), a moderator passes', async () => {
		const { owner, id, requestId } = await pendingBusiness();
		expect((await call(() => visitor().staff.verifications.list.query({}))).status).toBe(401);
		expect((await call(() => visitor().staff.verifications.approve.mutate({ requestId }))).status).toBe(401);
		expect((await list({}, user)).status).toBe(403);
		expect((await approve({ requestId }, user)).status).toBe(403);
		expect((await reject({ requestId, reason: 'No' }, user)).status).toBe(403);
		// Nor may the owner decide their own request.
		expect((await approve({ requestId }, owner)).status).toBe(403);
		expect(helpers.requestsOf(id)).toMatchObject([{ status: 'pending' }]);
		expect(helpers.verifiedAtOf(id)).toBeNull();
		expect(auditOf(requestId)).toEqual([]);
		expect((await list({}, moderator)).status).toBe(200);
	});
});
