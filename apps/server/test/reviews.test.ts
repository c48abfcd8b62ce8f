import { profiles, reviews } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterInputs, unchecked } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
/** The profile owner and the users who review it, signed up through the real endpoint. */
let owner: RegisteredUser;
let ana: RegisteredUser;
let luis: RegisteredUser;

beforeAll(async () => {
	server = await startTestServer();
	[owner, ana, luis] = await Promise.all([
		registerUser(server, { firstName: 'Marta', lastName: 'Gómez' }),
		registerUser(server, { firstName: 'Ana', lastName: 'Pérez' }),
		registerUser(server, { firstName: 'Luis', lastName: 'Santana' }),
	]);
});
afterAll(async () => {
	await server?.stop();
});

/** Last names for the crowds of reviewers (sign-up accepts letters only). */
const LAST_NAMES =
	'Almonte Báez Castillo Díaz Encarnación Féliz García Hernández Jiménez Lora Mejía Núñez Ortiz Peña Reyes Santos Tavárez Ureña Vásquez Zapata'.split(
		' ',
	);

/** `count` new users, signed up at the same time. */
const signUpMany = (count: number, firstName: string) =>
	Promise.all(
		Array.from({ length: count }, (_, index) =>
			registerUser(server, { firstName, lastName: LAST_NAMES[index % LAST_NAMES.length] }),
		),
	);

let profileCounter = 0;
/** A profile of `ownerId`, inserted straight into the database (the kinds' forms are not under test). */
function insertProfile(ownerId = owner.user.id): number {
	profileCounter += 1;
	return server.db
		.insert(profiles)
		.values({ ownerId, kind: 'business', title: `Colmado ${profileCounter}`, about: 'Reseñas' })
		.returning({ id: profiles.id })
		.get().id;
}

const as = (user: RegisteredUser | null) => (user ? bearer(user.token) : {});

const upsert = (user: RegisteredUser | null, input: RouterInputs['reviews']['upsert']) =>
	call(() => apiClient(server.url, as(user)).reviews.upsert.mutate(input));
const remove = (user: RegisteredUser, reviewId: number) =>
	call(() => apiClient(server.url, as(user)).reviews.remove.mutate({ reviewId }));
const reply = (user: RegisteredUser, reviewId: number, text: string) =>
	call(() => apiClient(server.url, as(user)).reviews.reply.mutate({ reviewId, reply: text }));
const report = (user: RegisteredUser, reviewId: number, reason?: string) =>
	call(() => apiClient(server.url, as(user)).reviews.report.mutate({ reviewId, reason }));
const summary = (profileId: number, user: RegisteredUser | null = null) =>
	call(() => apiClient(server.url, as(user)).reviews.summary.query({ profileId }));
const list = (
	profileId: number,
	options: { cursor?: number | null; limit?: number } = {},
	user: RegisteredUser | null = null,
) => call(() => apiClient(server.url, as(user)).reviews.list.query({ profileId, ...options }));

/** The rating columns the triggers keep, read straight from the table. */
function storedRating(profileId: number) {
	const row = server.db
		.select({ count: profiles.ratingCount, sum: profiles.ratingSum })
		.from(profiles)
		.where(eq(profiles.id, profileId))
		.get();
	if (!row) throw new Error(`no profile ${profileId}`);
	return row;
}

/** What the reviews table says the count and sum should be. */
function recountedRating(profileId: number) {
	const rows = server.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.profileId, profileId)).all();
	return { count: rows.length, sum: rows.reduce((total, row) => total + row.rating, 0) };
}

describe('reviews.upsert: validation', () => {
	it('requires a rating, whole stars from 1 to 5, and a comment of at most 2000 characters', async () => {
		const profileId = insertProfile();
		const cases: Array<[Record<string, unknown>, string, string]> = [
			[{ profileId }, 'rating', 'reviews.ratingRequired'],
			[{ profileId, rating: null }, 'rating', 'reviews.ratingRequired'],
			[{ profileId, rating: 0 }, 'rating', 'reviews.ratingRequired'],
			[{ profileId, rating: 6 }, 'rating', 'reviews.ratingRange'],
			[{ profileId, rating: -1 }, 'rating', 'reviews.ratingRequired'],
			[{ profileId, rating: 3.5 }, 'rating', 'reviews.ratingRange'],
			[{ profileId, rating: '4' }, 'rating', 'reviews.ratingRange'],
			[{ profileId, rating: 4, comment: 'x'.repeat(2001) }, 'comment', 'validation.tooLong'],
		];
		for (const [input, field, key] of cases) {
			const response = await upsert(ana, unchecked(input));
			expect(response.status, JSON.stringify(input).slice(0, 80)).toBe(400);
			expect(response.error?.data.fieldErrors[field]).toEqual([key]);
		}
		expect(storedRating(profileId)).toEqual({ count: 0, sum: 0 });
	});

	it('keeps the comment optional, trims it and stores a blank one as none', async () => {
		const profileId = insertProfile();
		const bare = await upsert(ana, { profileId, rating: 5 });
		expect(bare.status).toBe(200);
		expect(bare.data?.comment).toBeNull();
		const blank = await upsert(luis, { profileId, rating: 4, comment: '   ' });
		expect(blank.data?.comment).toBeNull();
		const full = await upsert(luis, { profileId, rating: 4, comment: `  ${'y'.repeat(2000)}  ` });
		expect(full.data?.comment).toBe('y'.repeat(2000));
	});

	it('needs a session, a known profile, and refuses the owner of the profile', async () => {
		const profileId = insertProfile();
		const anonymous = await upsert(null, { profileId, rating: 5 });
		expect(anonymous.status).toBe(401);
		const unknown = await upsert(ana, { profileId: 999_999, rating: 5 });
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('directory.profileNotFound');
		const own = await upsert(owner, { profileId, rating: 5, comment: 'El mejor' });
		expect(own.status).toBe(403);
		expect(own.error?.data.i18nKey).toBe('reviews.ownProfile');
		expect(storedRating(profileId)).toEqual({ count: 0, sum: 0 });
		for (const query of [summary(999_999), list(999_999)]) {
			const response = await query;
			expect(response.status).toBe(404);
			expect(response.error?.data.i18nKey).toBe('directory.profileNotFound');
		}
	});
});

describe('reviews: one per user, the average and the count', () => {
	it('a second review by the same user edits the first: same id, new rating, one count', async () => {
		const profileId = insertProfile();
		const first = await upsert(ana, { profileId, rating: 2, comment: 'Lento' });
		expect(first.data).toMatchObject({ rating: 2, comment: 'Lento', authorName: 'Ana P.', mine: true, editedAt: null });
		server.clock.advance(60_000);
		const second = await upsert(ana, { profileId, rating: 5, comment: 'Mejoraron mucho' });
		expect(second.data?.id).toBe(first.data?.id);
		expect(second.data).toMatchObject({ rating: 5, comment: 'Mejoraron mucho', createdAt: first.data?.createdAt });
		expect(second.data?.editedAt).not.toBeNull();
		expect(storedRating(profileId)).toEqual({ count: 1, sum: 5 });

		const mine = await summary(profileId, ana);
		expect(mine.data).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
		expect(mine.data?.mine?.id).toBe(first.data?.id);
		expect((await summary(profileId, luis)).data?.mine).toBeNull();
		expect((await summary(profileId)).data?.mine).toBeNull();
	});

	it('count, average and distribution stay exact through edits and deletes; only the author deletes', async () => {
		const profileId = insertProfile();
		const a = await upsert(ana, { profileId, rating: 4 });
		await upsert(luis, { profileId, rating: 1 });
		expect((await summary(profileId)).data).toMatchObject({ count: 2, average: 2.5, distribution: [1, 0, 0, 1, 0] });
		await upsert(luis, { profileId, rating: 3 });
		expect((await summary(profileId)).data).toMatchObject({ count: 2, average: 3.5, distribution: [0, 0, 1, 1, 0] });

		const reviewId = a.data?.id ?? 0;
		const byOther = await remove(luis, reviewId);
		expect(byOther.status).toBe(403);
		expect(byOther.error?.data.i18nKey).toBe('errors.forbidden');
		const byOwner = await remove(owner, reviewId);
		expect(byOwner.status).toBe(403);
		expect((await remove(ana, reviewId)).data).toEqual({ removed: true });
		expect((await remove(ana, reviewId)).error?.data.i18nKey).toBe('reviews.notFound');
		expect((await summary(profileId)).data).toMatchObject({ count: 1, average: 3, distribution: [0, 0, 1, 0, 0] });
		expect(storedRating(profileId)).toEqual(recountedRating(profileId));

		// After a delete the author may review again, as a new review.
		const again = await upsert(ana, { profileId, rating: 5 });
		expect(again.data?.id).not.toBe(reviewId);
		expect((await summary(profileId)).data).toMatchObject({ count: 2, average: 4 });
	});

	it('stays exact when many users review, edit and delete at the same time', async () => {
		const profileId = insertProfile();
		const crowd = await signUpMany(20, 'Cliente');
		const ratingOf = (index: number) => (index % 5) + 1;
		const created = await Promise.all(crowd.map((user, index) => upsert(user, { profileId, rating: ratingOf(index) })));
		expect(created.every((response) => response.status === 200)).toBe(true);
		const expectedSum = crowd.reduce((total, _, index) => total + ratingOf(index), 0);
		expect(storedRating(profileId)).toEqual({ count: 20, sum: expectedSum });

		// Everyone at once: the first five delete, the next eight change their rating, the rest re-send theirs.
		await Promise.all(
			crowd.map((user, index) => {
				const reviewId = created[index]?.data?.id ?? 0;
				if (index < 5) return remove(user, reviewId);
				if (index < 13) return upsert(user, { profileId, rating: 6 - ratingOf(index) });
				return upsert(user, { profileId, rating: ratingOf(index), comment: 'Igual que antes' });
			}),
		);
		const after = crowd.reduce((total, _, index) => {
			if (index < 5) return total;
			return total + (index < 13 ? 6 - ratingOf(index) : ratingOf(index));
		}, 0);
		expect(storedRating(profileId)).toEqual({ count: 15, sum: after });
		expect(storedRating(profileId)).toEqual(recountedRating(profileId));
		const view = await summary(profileId);
		expect(view.data?.count).toBe(15);
		expect(view.data?.average).toBeCloseTo(after / 15, 10);
		expect(view.data?.distribution.reduce((total, count) => total + count, 0)).toBe(15);
	});
});

describe('reviews: deleted accounts', () => {
	it("a reviewer's deleted account takes their stars out of the average", async () => {
		const profileId = insertProfile();
		const [leaving] = await signUpMany(1, 'Rosa');
		if (!leaving) throw new Error('no user');
		await upsert(leaving, { profileId, rating: 1, comment: 'Me voy' });
		await upsert(ana, { profileId, rating: 5 });
		expect(storedRating(profileId)).toEqual({ count: 2, sum: 6 });

		const deleted = await call(() =>
			apiClient(server.url, as(leaving)).auth.deleteAccount.mutate({ password: leaving.password }),
		);
		expect(deleted.status).toBe(200);
		expect(storedRating(profileId)).toEqual({ count: 1, sum: 5 });
		expect((await summary(profileId)).data).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
	});
});

describe('reviews.reply', () => {
	it('only the profile owner replies, once; an edit by the author keeps the reply', async () => {
		const profileId = insertProfile();
		const review = await upsert(ana, { profileId, rating: 3, comment: 'Buen servicio, pero caro' });
		const reviewId = review.data?.id ?? 0;

		const byAuthor = await reply(ana, reviewId, 'Gracias a mí');
		expect(byAuthor.status).toBe(403);
		expect(byAuthor.error?.data.i18nKey).toBe('errors.forbidden');
		expect((await reply(luis, reviewId, 'No soy el dueño')).status).toBe(403);
		const blank = await reply(owner, reviewId, '   ');
		expect(blank.status).toBe(400);
		expect(blank.error?.data.fieldErrors.reply).toEqual(['validation.required']);
		expect((await reply(owner, reviewId, 'x'.repeat(1001))).error?.data.fieldErrors.reply).toEqual([
			'validation.tooLong',
		]);
		expect((await reply(owner, 999_999, 'Hola')).error?.data.i18nKey).toBe('reviews.notFound');

		const first = await reply(owner, reviewId, '  ¡Gracias por venir!  ');
		expect(first.status).toBe(200);
		expect(first.data?.reply?.text).toBe('¡Gracias por venir!');
		const second = await reply(owner, reviewId, 'Otra respuesta');
		expect(second.status).toBe(409);
		expect(second.error?.data.i18nKey).toBe('reviews.alreadyReplied');

		await upsert(ana, { profileId, rating: 4, comment: 'Buen servicio' });
		const page = await list(profileId);
		expect(page.data?.items[0]).toMatchObject({ rating: 4, reply: { text: '¡Gracias por venir!' } });
		expect(storedRating(profileId)).toEqual({ count: 1, sum: 4 });
	});

	it('two replies sent at once end with one', async () => {
		const profileId = insertProfile();
		const reviewId = (await upsert(luis, { profileId, rating: 5 })).data?.id ?? 0;
		const answers = await Promise.all([reply(owner, reviewId, 'Uno'), reply(owner, reviewId, 'Dos')]);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
	});
});

describe('reviews.report', () => {
	it('anyone signed in reports a review once, never their own', async () => {
		const profileId = insertProfile();
		const reviewId = (await upsert(ana, { profileId, rating: 1, comment: 'Pésimo' })).data?.id ?? 0;

		expect((await call(() => visitor().reviews.report.mutate({ reviewId }))).status).toBe(401);
		const own = await report(ana, reviewId);
		expect(own.status).toBe(403);
		expect(own.error?.data.i18nKey).toBe('reviews.ownReview');
		expect((await report(luis, 999_999)).error?.data.i18nKey).toBe('reviews.notFound');
		expect((await report(luis, reviewId, 'x'.repeat(501))).error?.data.fieldErrors.reason).toEqual([
			'validation.tooLong',
		]);

		expect((await report(luis, reviewId, 'No es cierto')).data).toEqual({ reported: true });
		const twice = await report(luis, reviewId);
		expect(twice.status).toBe(409);
		expect(twice.error?.data.i18nKey).toBe('reviews.alreadyReported');
		// The owner of the profile may report it too.
		expect((await report(owner, reviewId)).status).toBe(200);

		expect((await list(profileId, {}, luis)).data?.items[0]?.reportedByMe).toBe(true);
		expect((await list(profileId, {}, ana)).data?.items[0]).toMatchObject({ reportedByMe: false, mine: true });
		expect((await list(profileId)).data?.items[0]).toMatchObject({ reportedByMe: false, mine: false });
	});
});

describe('reviews.list', () => {
	it('pages newest first by cursor, stable while reviews are added; authors shown as first name and initial', async () => {
		const profileId = insertProfile();
		const writers = await signUpMany(9, 'Pedro');
		const firstSeven: number[] = [];
		for (const [index, writer] of writers.slice(0, 7).entries()) {
			const response = await upsert(writer, { profileId, rating: (index % 5) + 1, comment: `Reseña ${index}` });
			firstSeven.push(response.data?.id ?? 0);
		}

		const page1 = await list(profileId, { limit: 3 });
		expect(page1.data?.items.map((item) => item.id)).toEqual(firstSeven.slice(4).reverse());
		expect(page1.data?.items[0]).toMatchObject({ authorName: 'Pedro G.', comment: 'Reseña 6' });
		expect(JSON.stringify(page1.data)).not.toContain('García');

		// Two more arrive, and one on the next page is edited, while the visitor reads page 1.
		await upsert(writers[7] as RegisteredUser, { profileId, rating: 5 });
		await upsert(writers[8] as RegisteredUser, { profileId, rating: 4 });
		await upsert(writers[3] as RegisteredUser, { profileId, rating: 2, comment: 'Cambié de opinión' });

		const page2 = await list(profileId, { limit: 3, cursor: page1.data?.nextCursor });
		expect(page2.data?.items.map((item) => item.id)).toEqual(firstSeven.slice(1, 4).reverse());
		expect(page2.data?.items[0]?.comment).toBe('Cambié de opinión');
		const page3 = await list(profileId, { limit: 3, cursor: page2.data?.nextCursor });
		expect(page3.data?.items.map((item) => item.id)).toEqual([firstSeven[0]]);
		expect(page3.data?.nextCursor).toBeNull();

		const fresh = await list(profileId, { limit: 3 });
		expect(fresh.data?.items).toHaveLength(3);
		expect(fresh.data?.items.map((item) => item.rating).slice(0, 2)).toEqual([4, 5]);
		expect((await list(profileId, { limit: 51 })).status).toBe(400);
	});

	it('an unreviewed profile has an empty first page and no average', async () => {
		const profileId = insertProfile();
		expect((await list(profileId)).data).toEqual({ items: [], nextCursor: null });
		expect((await summary(profileId)).data).toEqual({
			count: 0,
			average: null,
			distribution: [0, 0, 0, 0, 0],
			mine: null,
		});
	});
});
