import { DEFAULT_LIMITS } from '@edge/api';
import {
	chatOffers,
	contactMessages,
	conversations,
	mailOutbox,
	profiles,
	reviews,
	uploads,
	users,
	wallReports,
} from '@edge/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	bearer,
	type RegisteredUser,
	type RegisterOverrides,
	registerInput,
	sessionCookie,
	type TrpcResponse,
	uniqueEmail,
} from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * The limits on costly or abusable actions (docs/api.md "Limits"), with the numbers the product
 * runs with. The server believes X-Forwarded-For here (TRUST_PROXY), so each test speaks from
 * addresses of its own and no test spends another's allowance.
 */
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer({ TRUST_PROXY: 'true' }, undefined, { limits: DEFAULT_LIMITS });
});
afterAll(async () => {
	await server?.stop();
});
afterEach(() => {
	vi.useRealTimers();
});

let addressCounter = 0;
/** A client address no other test uses (a documentation range, RFC 5737). */
function newAddress(): string {
	addressCounter += 1;
	return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}
const from = (address: string) => ({ 'x-forwarded-for': address });
/** The API with these headers (an address, a bearer token, a language). */
const api = (headers: Record<string, string>) => apiClient(server.url, headers);

/** Signs a user up from an address of its own, so sign-ups spend no test's allowance. */
async function signUp(firstName = 'Ana', overrides: RegisterOverrides = {}): Promise<RegisteredUser> {
	const input = registerInput({ firstName, ...overrides });
	const response = await call(() => api(from(newAddress())).auth.register.mutate(input));
	if (!response.data) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.error)}`);
	return {
		token: response.data.token,
		user: response.data.user,
		cookie: sessionCookie(response.headers) ?? '',
		email: input.email.toLowerCase(),
		password: input.password,
	};
}

/** Runs `attempt` `times` times in order and returns every answer's status. */
async function statuses(times: number, attempt: (index: number) => Promise<{ status: number }>): Promise<number[]> {
	const seen: number[] = [];
	for (let index = 0; index < times; index += 1) seen.push((await attempt(index)).status);
	return seen;
}

const ok = (times: number) => Array.from({ length: times }, () => 200);

/** A refusal: 429, a Retry-After in seconds within the window, the translated key with the wait. */
function expectRefused(response: TrpcResponse<unknown>, windowSec: number) {
	expect(response.status).toBe(429);
	const retryAfter = Number(response.headers.get('retry-after'));
	expect(retryAfter).toBeGreaterThan(0);
	expect(retryAfter).toBeLessThanOrEqual(windowSec);
	expect(response.error?.data.code).toBe('TOO_MANY_REQUESTS');
	expect(response.error?.data.i18nKey).toMatch(/^errors\.rateLimited(Hours)?$/);
	expect(Number(response.error?.data.params.count)).toBeGreaterThan(0);
}

const count = (table: typeof users | typeof contactMessages | typeof mailOutbox | typeof reviews | typeof uploads) =>
	server.db.select().from(table).all().length;

describe('sign-up', () => {
	const limit = DEFAULT_LIMITS['signup:ip'];

	it(`allows ${limit.points} an hour from one address, then answers 429 and creates nobody`, async () => {
		const address = newAddress();
		const signUps = await statuses(limit.points, () =>
			call(() => api(from(address)).auth.register.mutate(registerInput())),
		);
		expect(signUps).toEqual(ok(limit.points));

		const usersBefore = count(users);
		const refused = await call(() => api(from(address)).auth.register.mutate(registerInput()));
		expectRefused(refused, limit.durationSec);
		// The text in the caller's language (Spanish by default), the key in data for programs.
		expect(refused.error?.message).toMatch(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ minutos?\.$/);
		expect(count(users)).toBe(usersBefore);

		// In English when asked, through the same error formatter the web app reads.
		const english = await call(() =>
			api({ ...from(address), 'accept-language': 'en' }).auth.register.mutate(registerInput()),
		);
		expect(english.status).toBe(429);
		expect(english.error?.message).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);

		// Another address is not affected.
		expect((await call(() => api(from(newAddress())).auth.register.mutate(registerInput()))).status).toBe(200);
	});

	it('allows the address again once its window has passed', async () => {
		const address = newAddress();
		await statuses(limit.points, () => call(() => api(from(address)).auth.register.mutate(registerInput())));
		expect((await call(() => api(from(address)).auth.register.mutate(registerInput()))).status).toBe(429);

		// The limiter keeps its own time (Date.now); only Date is moved, no timer is faked or waited on.
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + limit.durationSec * 1000 + 1000 });
		expect((await call(() => api(from(address)).auth.register.mutate(registerInput()))).status).toBe(200);
	});
});

describe('password-reset mail', () => {
	const reset = (email: string, address: string) =>
		call(() => api(from(address)).auth.requestPasswordReset.mutate({ email }));
	const mailsTo = (email: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all().length;

	it(`sends at most ${DEFAULT_LIMITS['passwordReset:email'].points} an hour to one address, whoever asks`, async () => {
		const user = await signUp();
		const limit = DEFAULT_LIMITS['passwordReset:email'];
		expect(await statuses(limit.points, () => reset(user.email, newAddress()))).toEqual(ok(limit.points));
		await vi.waitFor(() => expect(mailsTo(user.email)).toBe(limit.points));

		const refused = await reset(user.email, newAddress());
		expectRefused(refused, limit.durationSec);
		expect(mailsTo(user.email)).toBe(limit.points);
	});

	it('refuses an unknown address the same way, so the limit tells nothing about accounts', async () => {
		const email = uniqueEmail('nadie');
		const limit = DEFAULT_LIMITS['passwordReset:email'];
		expect(await statuses(limit.points, () => reset(email, newAddress()))).toEqual(ok(limit.points));
		expect((await reset(email, newAddress())).status).toBe(429);
	});

	it(`takes at most ${DEFAULT_LIMITS['passwordReset:ip'].points} requests an hour from one client`, async () => {
		const address = newAddress();
		const limit = DEFAULT_LIMITS['passwordReset:ip'];
		expect(await statuses(limit.points, () => reset(uniqueEmail(), address))).toEqual(ok(limit.points));
		const user = await signUp();
		const refused = await reset(user.email, address);
		expectRefused(refused, limit.durationSec);
		expect(mailsTo(user.email)).toBe(0);
	});
});

describe('contact form', () => {
	const message = (issue: string) => ({
		name: 'Carlos Gómez',
		email: 'carlos@example.com',
		phone: '+18095551234',
		country: 'República Dominicana',
		issue,
	});

	it(`takes ${DEFAULT_LIMITS['contact:ip'].points} messages an hour from one client`, async () => {
		const address = newAddress();
		const limit = DEFAULT_LIMITS['contact:ip'];
		const sent = await statuses(limit.points, (index) =>
			call(() => api(from(address)).contact.submit.mutate(message(`Mensaje ${index}`))),
		);
		expect(sent).toEqual(ok(limit.points));
		const before = { messages: count(contactMessages), mails: count(mailOutbox) };
		const refused = await call(() => api(from(address)).contact.submit.mutate(message('Uno más')));
		expectRefused(refused, limit.durationSec);
		expect({ messages: count(contactMessages), mails: count(mailOutbox) }).toEqual(before);
	});

	it(`takes ${DEFAULT_LIMITS['contact:account'].points} an hour from one account, from any address`, async () => {
		const user = await signUp();
		const limit = DEFAULT_LIMITS['contact:account'];
		const send = () =>
			call(() => api({ ...bearer(user.token), ...from(newAddress()) }).contact.submit.mutate(message('Hola')));
		expect(await statuses(limit.points, send)).toEqual(ok(limit.points));
		expectRefused(await send(), limit.durationSec);
	});
});

describe('reviews and reports', () => {
	function insertProfile(ownerId: string): number {
		return server.db
			.insert(profiles)
			.values({ ownerId, kind: 'business', title: 'Colmado Límite', about: 'Reseñas' })
			.returning({ id: profiles.id })
			.get().id;
	}

	it(`takes ${DEFAULT_LIMITS['review:account'].points} reviews a day from one account`, async () => {
		const [owner, reviewer] = [await signUp('Marta'), await signUp('Luis')];
		const profileId = insertProfile(owner.user.id);
		const limit = DEFAULT_LIMITS['review:account'];
		const write = (rating: number) =>
			call(() =>
				api({ ...bearer(reviewer.token), ...from(newAddress()) }).reviews.upsert.mutate({
					profileId,
					rating,
					comment: 'Bien',
				}),
			);
		expect(await statuses(limit.points, (index) => write((index % 5) + 1))).toEqual(ok(limit.points));
		const before = server.db.select().from(reviews).where(eq(reviews.profileId, profileId)).get();
		const refused = await write(before?.rating === 1 ? 2 : 1);
		expectRefused(refused, limit.durationSec);
		expect(server.db.select().from(reviews).where(eq(reviews.profileId, profileId)).get()).toEqual(before);
	});

	it(`takes ${DEFAULT_LIMITS['review:ip'].points} reviews a day from one address, whatever the accounts`, async () => {
		const owner = await signUp('Marta');
		const profileId = insertProfile(owner.user.id);
		const address = newAddress();
		const limit = DEFAULT_LIMITS['review:ip'];
		const reviewers = await Promise.all(Array.from({ length: 3 }, () => signUp('Ana')));
		const write = (index: number) =>
			call(() =>
				api({
					...bearer((reviewers[index % reviewers.length] as RegisteredUser).token),
					...from(address),
				}).reviews.upsert.mutate({ profileId, rating: 1 }),
			);
		// Three accounts share the address's allowance; no single account reaches its own.
		expect(await statuses(limit.points, write)).toEqual(ok(limit.points));
		expectRefused(await write(0), limit.durationSec);
	});

	it(`takes ${DEFAULT_LIMITS['report:account'].points} reports a day from one account`, async () => {
		const [owner, author, reporter] = [await signUp('Rosa'), await signUp('Marta'), await signUp('Luis')];
		const profileId = insertProfile(owner.user.id);
		const review = await call(() =>
			api({ ...bearer(author.token), ...from(newAddress()) }).reviews.upsert.mutate({ profileId, rating: 3 }),
		);
		const reviewId = review.data?.id as number;
		const limit = DEFAULT_LIMITS['report:account'];
		const report = () =>
			call(() =>
				api({ ...bearer(reporter.token), ...from(newAddress()) }).reviews.report.mutate({ reviewId, reason: 'Falso' }),
			);
		// Every report counts, the repeats a review answers 409 to included.
		expect(await statuses(limit.points, report)).toEqual([200, ...Array.from({ length: limit.points - 1 }, () => 409)]);
		expectRefused(await report(), limit.durationSec);
		// Wall reports share the allowance, and a refused one stores nothing.
		const wallBefore = server.db.select().from(wallReports).all().length;
		const wall = await call(() =>
			api({ ...bearer(reporter.token), ...from(newAddress()) }).wall.report.mutate({
				target: 'post',
				id: 1,
				reason: 'spam',
			}),
		);
		expect(wall.status).toBe(429);
		expect(server.db.select().from(wallReports).all().length).toBe(wallBefore);
	});
});

describe('uploads', () => {
	/** Bytes that are no image: the limits count what arrives, before the image is looked at. */
	async function upload(user: RegisteredUser, size: number, language = 'es', address = newAddress()) {
		const form = new FormData();
		form.append('file', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'foto.png');
		const response = await fetch(`${server.url}/api/v1/uploads`, {
			method: 'POST',
			body: form,
			headers: { ...bearer(user.token), 'accept-language': language, ...from(address) },
		});
		return { status: response.status, headers: response.headers, body: (await response.json()) as { error?: string } };
	}

	it(`takes ${DEFAULT_LIMITS['upload:account'].points} uploads a day from one account (REST 429)`, async () => {
		const user = await signUp();
		const limit = DEFAULT_LIMITS['upload:account'];
		const answers = await statuses(limit.points, () => upload(user, 100));
		// Not images: refused one by one with 400, yet each was received and counted.
		expect(answers).toEqual(Array.from({ length: limit.points }, () => 400));
		const refused = await upload(user, 100);
		expect(refused.status).toBe(429);
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
		expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(limit.durationSec);
		expect(refused.body.error).toMatch(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ horas?\.$/);
		const english = await upload(user, 100, 'en');
		expect(english.body.error).toMatch(/^Too many requests\. Try again in \d+ hours?\.$/);
	});

	it(`takes ${DEFAULT_LIMITS['uploadBytes:account'].points / 2 ** 20} MB a day from one account`, async () => {
		const user = await signUp();
		const limit = DEFAULT_LIMITS['uploadBytes:account'];
		const size = 2 * 1024 * 1024 - 1024;
		const fits = Math.floor(limit.points / size);
		expect(fits).toBeLessThan(DEFAULT_LIMITS['upload:account'].points);
		const answers = await statuses(fits, () => upload(user, size));
		expect(answers.every((status) => status === 400)).toBe(true);
		expect((await upload(user, size)).status).toBe(429);
		// What is left still fits.
		expect((await upload(user, limit.points - fits * size)).status).toBe(400);
	});

	it(`takes ${DEFAULT_LIMITS['upload:ip'].points} uploads a day from one address, whatever the accounts`, async () => {
		const address = newAddress();
		const limit = DEFAULT_LIMITS['upload:ip'];
		const perAccount = DEFAULT_LIMITS['upload:account'].points;
		const accounts = await Promise.all(
			Array.from({ length: Math.ceil(limit.points / perAccount) + 1 }, () => signUp('Ana')),
		);
		const answers = await statuses(limit.points, (index) =>
			upload(accounts[Math.floor(index / perAccount)] as RegisteredUser, 10, 'es', address),
		);
		expect(answers.every((status) => status === 400)).toBe(true);
		// An account that has uploaded nothing yet is refused at that address, and welcome elsewhere.
		const fresh = accounts.at(-1) as RegisteredUser;
		expect((await upload(fresh, 10, 'es', address)).status).toBe(429);
		expect((await upload(fresh, 10, 'es', newAddress())).status).toBe(400);
	});

	it('refuses an image once the allowance is spent, and stores nothing', async () => {
		const user = await signUp();
		await statuses(DEFAULT_LIMITS['upload:account'].points, () => upload(user, 10));
		const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2b8a3e' } })
			.png()
			.toBuffer();
		const form = new FormData();
		form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
		const refused = await fetch(`${server.url}/api/v1/uploads`, {
			method: 'POST',
			body: form,
			headers: bearer(user.token),
		});
		expect(refused.status).toBe(429);
		expect(server.db.select().from(uploads).where(eq(uploads.ownerId, user.user.id)).all()).toEqual([]);
	});
});

describe('chat offers', () => {
	it(`takes ${DEFAULT_LIMITS['chatOffer:account'].points} offers an hour from one account`, async () => {
		const [customer, freelancer] = [await signUp('Carla'), await signUp('Pedro', { accountKind: 'freelancer' })];
		server.db
			.insert(profiles)
			.values({ ownerId: freelancer.user.id, kind: 'freelancer', title: 'Pedro Plomero', jobTypeSlug: 'plumber' })
			.run();
		const conversationId = server.db
			.insert(conversations)
			.values({ customerId: customer.user.id, freelancerId: freelancer.user.id, createdAt: new Date() })
			.returning()
			.get().id;
		const limit = DEFAULT_LIMITS['chatOffer:account'];
		const offer = () =>
			call(() =>
				api({ ...bearer(freelancer.token), ...from(newAddress()) }).chat.offers.create.mutate({
					conversationId,
					price: 150_000,
					deliveryDays: 5,
					description: 'Cambiar la tubería del baño.',
				}),
			);
		expect(await statuses(limit.points, offer)).toEqual(ok(limit.points));
		const before = server.db.select().from(chatOffers).all().length;
		expectRefused(await offer(), limit.durationSec);
		expect(server.db.select().from(chatOffers).all().length).toBe(before);
	});
});
