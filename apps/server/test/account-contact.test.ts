import { contactMessages, mailOutbox, passwordResetTokens, sessions, subscriptions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, loginUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const contact = {
	name: 'Carlos Gómez',
	email: 'Carlos@Example.com',
	phone: '+18095551234',
	country: 'República Dominicana',
	issue: 'No puedo ver mi perfil de negocio desde el móvil.',
};

const storedCounts = () => ({
	messages: server.db.select().from(contactMessages).all().length,
	mails: server.db.select().from(mailOutbox).all().length,
});

describe('contact.submit', () => {
	it('stores the message and mails it to the contact address', async () => {
		const before = storedCounts();
		const response = await call(() => visitor().contact.submit.mutate(contact));
		expect(response.status).toBe(200);
		expect(response.data).toEqual({ ok: true });

		const messages = server.db.select().from(contactMessages).all();
		expect(messages).toHaveLength(before.messages + 1);
		expect(messages.at(-1)).toMatchObject({ ...contact, email: 'carlos@example.com' });

		const mails = server.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hola@edge.do')).all();
		expect(mails).toHaveLength(1);
		expect(mails[0]?.subject).toContain('Carlos Gómez');
		expect(mails[0]?.text).toContain(contact.issue);
		expect(mails[0]?.text).toContain('+18095551234');
		expect(mails[0]?.text).toContain('carlos@example.com');
		expect(storedCounts().mails).toBe(before.mails + 1);
	});

	it('refuses missing fields with 400, naming each, and stores nothing', async () => {
		const before = storedCounts();
		const response = await call(() =>
			visitor().contact.submit.mutate({
				name: '',
				email: '',
				phone: '',
				country: '  ',
				issue: '',
			}),
		);
		expect(response.status).toBe(400);
		expect(Object.keys(response.error?.data.fieldErrors ?? {}).sort()).toEqual([
			'country',
			'email',
			'issue',
			'name',
			'phone',
		]);
		expect(response.error?.data.fieldErrors.name).toEqual(['validation.required']);
		expect(response.error?.data.fieldErrors.issue).toEqual(['validation.required']);
		expect(storedCounts()).toEqual(before);
	});

	it('refuses a phone that is not a number and stores nothing', async () => {
		const before = storedCounts();
		const response = await call(() => visitor().contact.submit.mutate({ ...contact, phone: '809-555-12' }));
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ phone: ['validation.phone.tooShort'] });
		expect(storedCounts()).toEqual(before);
	});

	it('refuses an issue over 2000 characters', async () => {
		const response = await call(() => visitor().contact.submit.mutate({ ...contact, issue: 'a'.repeat(2001) }));
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ issue: ['validation.tooLong'] });
	});
});

describe('contact.submit with CONTACT_EMAIL set', () => {
	it('mails the configured address', async () => {
		const other = await startTestServer({ CONTACT_EMAIL: 'soporte@example.com' });
		try {
			expect((await call(() => apiClient(other.url).contact.submit.mutate(contact))).status).toBe(200);
			const mails = other.db.select().from(mailOutbox).all();
			expect(mails.map((mail) => mail.to)).toEqual(['soporte@example.com']);
		} finally {
			await other.stop();
		}
	});
});

describe('auth.deleteAccount', () => {
	it('refuses a caller without a session', async () => {
		const response = await call(() => visitor().auth.deleteAccount.mutate({ password: 'Secreto123' }));
		expect(response.status).toBe(401);
		expect(response.error?.data.i18nKey).toBe('errors.unauthorized');
	});

	it('refuses a wrong password and keeps the user', async () => {
		const user = await registerUser(server);
		const response = await call(() =>
			apiClient(server.url, bearer(user.token)).auth.deleteAccount.mutate({ password: 'Wrong12345' }),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ password: ['errors.wrongPassword'] });
		expect(response.error?.data.i18nKey).toBe('errors.wrongPassword');
		expect(server.db.select().from(users).where(eq(users.id, user.user.id)).get()).toBeDefined();
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
	});

	it('removes the user with their sessions, subscriptions and reset links', async () => {
		const user = await registerUser(server);
		const id = user.user.id;
		const secondSession = await loginUser(server, user.email, user.password);
		server.db
			.insert(subscriptions)
			.values({ id: 'I-DELETE-ME', userId: id, planId: 'business-profile', status: 'ACTIVE', nextBillingAt: null })
			.run();
		await call(() => visitor().auth.requestPasswordReset.mutate({ email: user.email }));
		const referred = await registerUser(server, {
			referralCode: new URL(user.user.referralLink).searchParams.get('ref') ?? '',
		});
		expect(server.db.select().from(sessions).where(eq(sessions.userId, id)).all()).toHaveLength(2);
		expect(server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id)).all()).toHaveLength(
			1,
		);

		const response = await call(() =>
			apiClient(server.url, bearer(user.token)).auth.deleteAccount.mutate({ password: user.password }),
		);
		expect(response.status).toBe(200);
		expect(response.data).toEqual({ ok: true });
		const cleared = response.headers.getSetCookie().find((c) => c.startsWith('edge_session=')) ?? '';
		expect(cleared).toMatch(/^edge_session=;/);

		expect(server.db.select().from(users).where(eq(users.id, id)).get()).toBeUndefined();
		expect(server.db.select().from(sessions).where(eq(sessions.userId, id)).all()).toEqual([]);
		expect(server.db.select().from(subscriptions).where(eq(subscriptions.userId, id)).all()).toEqual([]);
		expect(server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id)).all()).toEqual([]);
		expect((await getMe(server, bearer(user.token))).status).toBe(401);
		expect((await getMe(server, bearer(secondSession))).status).toBe(401);

		// Whoever they referred keeps their account, no longer linked to them.
		const referredRow = server.db.select().from(users).where(eq(users.id, referred.user.id)).get();
		expect(referredRow?.referredById).toBeNull();
		expect((await getMe(server, bearer(referred.token))).status).toBe(200);

		// The e-mail is free again.
		expect((await registerUser(server, { email: user.email })).user.email).toBe(user.email);
	});
});
