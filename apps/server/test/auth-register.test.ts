import type { PublicUser } from '@edge/api';
import { users } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisterOverrides, registerInput, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterInputs, unchecked } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const PUBLIC_USER_KEYS = [
	'dateOfBirth',
	'email',
	'firstName',
	'id',
	'lastName',
	'phone',
	'plan',
	'profileType',
	'referralLink',
	'referralPoints',
	'staffRole',
	'userType',
];

const userCount = () => server.db.select({ n: sql<number>`count(*)` }).from(users).get()?.n ?? 0;
const register = (input: RouterInputs['auth']['register']) =>
	call(() => apiClient(server.url).auth.register.mutate(input));

describe('auth.register', () => {
	it.each([
		['customer', 'Customer', null],
		['business', 'Seller', 'business'],
		['freelancer', 'Seller', 'freelancer'],
		['restaurant', 'Seller', 'restaurant'],
		['employee', 'Seller', 'employee'],
	] as const)('signs up a %s as %s with profile type %s', async (accountKind, userType, profileType) => {
		const response = await register(registerInput({ accountKind }));
		expect(response.status).toBe(200);
		expect(response.data?.user).toMatchObject({ userType, profileType, referralPoints: 0, plan: null });
		const row = server.db
			.select()
			.from(users)
			.where(eq(users.id, response.data?.user.id ?? ''))
			.get();
		expect(row).toMatchObject({ accountKind, userType, profileType });
	});

	it('answers a token and the public user, never a password or hash', async () => {
		const input = registerInput({ email: 'Mixed.Case@Example.com', firstName: 'María José', lastName: 'Núñez' });
		const response = await fetch(`${server.url}/api/trpc/auth.register`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(input),
		});
		const text = await response.text();
		expect(response.status).toBe(200);
		expect(text).not.toMatch(/password|hash|argon2/i);
		const { token, user } = (JSON.parse(text) as { result: { data: { token: string; user: PublicUser } } }).result.data;
		expect(token).toMatch(/^[a-z0-9]{20,}$/);
		expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
		expect(user).toMatchObject({
			firstName: 'María José',
			lastName: 'Núñez',
			email: 'mixed.case@example.com',
			phone: '+18095551234',
			dateOfBirth: '1990-05-17',
		});
		expect((await getMe(server, bearer(token))).status).toBe(200);
	});

	it.each(['809-555-1234', '(809) 555-1234', '8095551234', '+1 809 555 1234'])(
		'reads the phone as typed (%s) and stores it in E.164',
		async (phone) => {
			const response = await register(registerInput({ phone }));
			expect(response.status).toBe(200);
			expect(response.data?.user.phone).toBe('+18095551234');
			const row = server.db
				.select({ phone: users.phone })
				.from(users)
				.where(eq(users.id, response.data?.user.id ?? ''))
				.get();
			expect(row?.phone).toBe('+18095551234');
		},
	);

	it('sets an HttpOnly, SameSite=Lax session cookie that is not Secure over plain HTTP', async () => {
		const response = await fetch(`${server.url}/api/trpc/auth.register`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(registerInput()),
		});
		const body = (await response.json()) as { result: { data: { token: string } } };
		const cookies = response.headers.getSetCookie();
		expect(cookies).toHaveLength(1);
		const cookie = cookies[0] ?? '';
		expect(cookie.startsWith(`edge_session=${body.result.data.token};`)).toBe(true);
		expect(cookie).toContain('HttpOnly');
		expect(cookie).toContain('SameSite=Lax');
		expect(cookie).toContain('Path=/');
		expect(cookie).not.toMatch(/secure/i);
		expect((await getMe(server, { cookie: `edge_session=${body.result.data.token}` })).status).toBe(200);
	});

	it('refuses an e-mail already taken, whatever its case, and writes nothing', async () => {
		const first = await registerUser(server, { email: 'taken@example.com' });
		for (const email of ['taken@example.com', 'TAKEN@Example.COM', '  Taken@example.com ']) {
			const before = userCount();
			const response = await register(registerInput({ email, firstName: 'Otro' }));
			expect(response.status).toBe(409);
			expect(response.error?.data.code).toBe('CONFLICT');
			expect(response.error?.data.fieldErrors).toEqual({ email: ['validation.emailTaken'] });
			expect(userCount()).toBe(before);
		}
		const rows = server.db.select().from(users).where(eq(users.email, 'taken@example.com')).all();
		expect(rows.map((row) => [row.id, row.firstName])).toEqual([[first.user.id, 'Ana']]);
	});

	it.each<[string, RegisterOverrides, string, string]>([
		['a name with digits', { firstName: 'Ana2' }, 'firstName', 'validation.lettersOnly'],
		['a name with symbols', { lastName: 'Pérez!' }, 'lastName', 'validation.lettersOnly'],
		['an empty first name', { firstName: '' }, 'firstName', 'validation.required'],
		['an invalid e-mail', { email: 'ana-at-example.com' }, 'email', 'validation.email'],
		['a 9-digit phone', { phone: '809-555-123' }, 'phone', 'validation.phone.tooShort'],
		['an 11-digit phone', { phone: '809-555-12345' }, 'phone', 'validation.phone.tooLong'],
		['a phone with letters', { phone: '809555123a' }, 'phone', 'validation.phone.invalid'],
		['a weak password', { password: 'weakpass' }, 'password', 'validation.password.rules'],
		['a mismatched confirmation', { confirmPassword: 'Secreto124' }, 'confirmPassword', 'validation.password.mismatch'],
		['a missing date of birth', { dateOfBirth: '' }, 'dateOfBirth', 'validation.dateOfBirth.required'],
		['an impossible date of birth', { dateOfBirth: '2000-02-30' }, 'dateOfBirth', 'validation.dateOfBirth.invalid'],
		[
			'someone aged 10',
			{ dateOfBirth: `${new Date().getFullYear() - 10}-01-01` },
			'dateOfBirth',
			'validation.dateOfBirth.minAge',
		],
		['an unknown account kind', { accountKind: 'admin' as 'customer' }, 'accountKind', 'validation.accountKind'],
	])('refuses %s with 400 and writes no user', async (_, overrides, field, key) => {
		const before = userCount();
		const input = registerInput(overrides);
		const response = await register(input);
		expect(response.status).toBe(400);
		expect(response.error?.data.i18nKey).toBe('errors.badRequest');
		expect(response.error?.data.fieldErrors[field]).toContain(key);
		expect(Object.keys(response.error?.data.fieldErrors ?? {})).toEqual([field]);
		expect(userCount()).toBe(before);
		expect(server.db.select().from(users).where(eq(users.email, input.email.toLowerCase())).get()).toBeUndefined();
	});

	it('refuses a body that is not an object', async () => {
		const before = userCount();
		expect((await register(unchecked('nonsense'))).status).toBe(400);
		expect((await register(unchecked(undefined))).status).toBe(400);
		expect(userCount()).toBe(before);
	});
});

describe('referrals', () => {
	it('gives the referrer 10 points for each sign-up through their link', async () => {
		const a = await registerUser(server);
		const link = new URL(a.user.referralLink);
		// The server listens on an ephemeral port; links must carry the port it really got.
		expect(link.origin).toBe(server.url);
		expect(link.pathname).toBe('/signup');
		const code = link.searchParams.get('ref') ?? '';
		expect(a.user.referralLink.endsWith(`?ref=${code}`)).toBe(true);
		expect(code).toMatch(/^[A-Z0-9]{8}$/);
		expect((await getMe(server, bearer(a.token))).body.user?.referralPoints).toBe(0);

		const b = await registerUser(server, { referralCode: code });
		expect((await getMe(server, bearer(a.token))).body.user?.referralPoints).toBe(10);
		expect(b.user.referralPoints).toBe(0);
		expect(server.db.select().from(users).where(eq(users.id, b.user.id)).get()?.referredById).toBe(a.user.id);

		// Codes are matched whatever their case.
		await registerUser(server, { referralCode: code.toLowerCase() });
		expect((await getMe(server, bearer(a.token))).body.user?.referralPoints).toBe(20);
	});

	it('refuses an unknown referral code with 400 on referralCode and writes nothing', async () => {
		const before = userCount();
		const response = await register(registerInput({ referralCode: 'NOPE0000' }));
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ referralCode: ['validation.referralCode'] });
		expect(userCount()).toBe(before);
	});

	it('ignores an empty referral code', async () => {
		const response = await register(registerInput({ referralCode: '' }));
		expect(response.status).toBe(200);
	});
});
