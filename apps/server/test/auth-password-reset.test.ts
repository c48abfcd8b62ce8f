import { createHash } from 'node:crypto';
import { mailOutbox, passwordResetTokens, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, loginUser, registerUser, uniqueEmail } from './http-helpers';
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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const mailsTo = (email: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all();

async function requestReset(email: string, headers: Record<string, string> = {}) {
	const response = await fetch(`${server.url}/api/trpc/auth.requestPasswordReset`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify({ email }),
	});
	return { status: response.status, text: await response.text() };
}

/** Asks for a link and reads the token from the mail the outbox received. */
async function resetToken(email: string, typed = email): Promise<string> {
	const before = mailsTo(email).length;
	expect((await requestReset(typed)).status).toBe(200);
	const mails = mailsTo(email);
	expect(mails).toHaveLength(before + 1);
	const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
	if (!token) throw new Error('no reset link in the mail');
	return token;
}

const resetPassword = (token: string, password: string, confirmPassword = password) =>
	call(() => visitor().auth.resetPassword.mutate({ token, password, confirmPassword }));

describe('auth.requestPasswordReset', () => {
	it('answers an unknown and a known e-mail identically', async () => {
		const user = await registerUser(server);
		const ghost = uniqueEmail('ghost');
		const known = await requestReset(user.email);
		const unknown = await requestReset(ghost);
		expect(known).toEqual(unknown);
		expect(known).toEqual({ status: 200, text: JSON.stringify({ result: { data: { ok: true } } }) });
		expect(mailsTo(ghost)).toEqual([]);
		expect(mailsTo(user.email)).toHaveLength(1);
	});

	it('mails one link, in Spanish by default, and stores only the SHA-256 of its token', async () => {
		const user = await registerUser(server);
		// The address is matched whatever case it is typed in.
		const token = await resetToken(user.email, ` ${user.email.toUpperCase()} `);
		const [mail] = mailsTo(user.email);
		expect(mail?.subject).toBe('Restablece tu contraseña de Edge');
		expect(mail?.text).toContain(`/reset-password?token=${token}`);
		expect(mail?.text).toContain('Ana');
		expect(mail?.transport).toBe('outbox');

		const rows = server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id)).all();
		expect(rows).toHaveLength(1);
		expect(rows[0]?.tokenHash).not.toBe(token);
		expect(rows[0]?.tokenHash).toBe(sha256(token));
		expect(rows[0]?.usedAt).toBeNull();
		const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - server.clock.now().getTime();
		expect(lifetime).toBeGreaterThan(59 * 60_000);
		expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
	});

	it('writes the mail in English for Accept-Language: en', async () => {
		const user = await registerUser(server);
		await requestReset(user.email, { 'accept-language': 'en-US,en;q=0.9' });
		const [mail] = mailsTo(user.email);
		expect(mail?.subject).toBe('Reset your Edge password');
		expect(mail?.text).toContain('/reset-password?token=');
	});

	it('refuses an invalid e-mail with 400 and sends nothing', async () => {
		const before = server.db.select().from(mailOutbox).all().length;
		const response = await call(() => visitor().auth.requestPasswordReset.mutate({ email: 'nope' }));
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ email: ['validation.email'] });
		expect(server.db.select().from(mailOutbox).all()).toHaveLength(before);
	});
});

describe('auth.resetPassword', () => {
	it('sets the new password, spends the link and signs the user out everywhere', async () => {
		const user = await registerUser(server);
		const otherSession = await loginUser(server, user.email, user.password);
		const token = await resetToken(user.email);

		const response = await resetPassword(token, 'NuevaClave9');
		expect(response.status).toBe(200);
		expect(response.data).toEqual({ ok: true });

		expect((await getMe(server, bearer(user.token))).status).toBe(401);
		expect((await getMe(server, bearer(otherSession))).status).toBe(401);

		const old = await call(() => visitor().auth.login.mutate({ email: user.email, password: user.password }));
		expect(old.status).toBe(401);
		const fresh = await loginUser(server, user.email, 'NuevaClave9');
		expect((await getMe(server, bearer(fresh))).status).toBe(200);

		const reused = await resetPassword(token, 'OtraClave77');
		expect(reused.status).toBe(400);
		expect(reused.error?.data.i18nKey).toBe('errors.invalidResetLink');
		expect((await getMe(server, bearer(fresh))).status).toBe(200);
	});

	it('refuses a link older than one hour', async () => {
		const user = await registerUser(server);
		const token = await resetToken(user.email);
		server.clock.advance(61 * 60_000);
		const response = await resetPassword(token, 'NuevaClave9');
		expect(response.status).toBe(400);
		expect(response.error?.data.i18nKey).toBe('errors.invalidResetLink');
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
		await loginUser(server, user.email, user.password);
	});

	it('spends every earlier link of the user once one of them is used', async () => {
		const user = await registerUser(server);
		const first = await resetToken(user.email);
		const second = await resetToken(user.email);
		expect((await resetPassword(second, 'NuevaClave9')).status).toBe(200);
		const stale = await resetPassword(first, 'OtraClave77');
		expect(stale.status).toBe(400);
		expect(stale.error?.data.i18nKey).toBe('errors.invalidResetLink');
		await loginUser(server, user.email, 'NuevaClave9');
	});

	it('refuses an unknown token', async () => {
		const response = await resetPassword('made-up-token', 'NuevaClave9');
		expect(response.status).toBe(400);
		expect(response.error?.data.i18nKey).toBe('errors.invalidResetLink');
	});

	it('refuses a weak new password, keeps the old one, and leaves the link usable', async () => {
		const user = await registerUser(server);
		const token = await resetToken(user.email);
		const hashBefore = server.db.select().from(users).where(eq(users.id, user.user.id)).get()?.passwordHash;

		const weak = await resetPassword(token, 'weakpass');
		expect(weak.status).toBe(400);
		expect(weak.error?.data.fieldErrors.password).toContain('validation.password.rules');
		const mismatch = await resetPassword(token, 'NuevaClave9', 'NuevaClave8');
		expect(mismatch.status).toBe(400);
		expect(mismatch.error?.data.fieldErrors).toEqual({ confirmPassword: ['validation.password.mismatch'] });

		expect(server.db.select().from(users).where(eq(users.id, user.user.id)).get()?.passwordHash).toBe(hashBefore);
		expect((await getMe(server, bearer(user.token))).status).toBe(200);
		expect((await resetPassword(token, 'NuevaClave9')).status).toBe(200);
	});
});
