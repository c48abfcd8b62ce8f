import { pathToFileURL } from 'node:url';
import { mailOutbox } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT, readSettings } from '../src/env';
import { registerUser } from './http-helpers';
import { captureLog, type LogCapture, linesUntilNextRequest } from './log-capture';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

const TOKEN_IN_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;
const HOUR = 60 * 60_000;

const contact = {
	name: 'Carlos Gómez',
	email: 'carlos@example.com',
	phone: '+18095551234',
	country: 'República Dominicana',
	issue: 'No puedo ver mi perfil.',
};

const requestReset = (server: TestServer, email: string) =>
	call(() => apiClient(server.url).auth.requestPasswordReset.mutate({ email }));

const newestMailTo = (server: TestServer, to: string) =>
	server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).get();

/** The stored row once the mailer has finished with it (SMTP answered), whatever it holds. */
async function settledMailTo(server: TestServer, to: string) {
	return vi.waitFor(() => {
		const row = newestMailTo(server, to);
		expect(row?.transport).toMatch(/^(smtp|failed|outbox)$/);
		return row;
	});
}

describe('mail through SMTP', () => {
	let smtp: SmtpCapture;
	let server: TestServer;
	let log: LogCapture;
	beforeAll(async () => {
		smtp = await startSmtpCapture();
		log = captureLog();
		server = await startTestServer({ SMTP_URL: smtp.url }, log.logger);
	});
	afterAll(async () => {
		await server.stop();
		await smtp.close();
	});

	it('delivers the reset link, then keeps the mail without it', async () => {
		const user = await registerUser(server);
		expect((await requestReset(server, user.email)).status).toBe(200);
		const delivered = await smtp.nth(smtp.mails.length + 1);
		expect(delivered.recipients).toEqual([user.email]);
		const token = TOKEN_IN_LINK.exec(delivered.text)?.[1];
		if (!token) throw new Error(`no reset link in the delivered mail:\n${delivered.text}`);

		const row = await settledMailTo(server, user.email);
		expect(row?.transport).toBe('smtp');
		expect(row?.subject).toBe('Restablece tu contraseña de Edge');
		expect(row?.text).toContain('Ana');
		expect(JSON.stringify(row)).not.toContain(token);
		expect(JSON.stringify(log.lines)).not.toContain(token);

		// The link that went out still works: only the stored copy lost it.
		const reset = await call(() =>
			apiClient(server.url).auth.resetPassword.mutate({
				token,
				password: 'NuevaClave9',
				confirmPassword: 'NuevaClave9',
			}),
		);
		expect(reset.status).toBe(200);
	});

	it('keeps no link of a mail the SMTP server refused, nor logs it', async () => {
		const user = await registerUser(server);
		smtp.refuse = true;
		try {
			expect((await requestReset(server, user.email)).status).toBe(200);
			const row = await settledMailTo(server, user.email);
			expect(row?.transport).toBe('failed');
			// A token is 43 base64url characters; what is left of the link is the marker.
			expect(row?.text).toContain('/reset-password?token=[redacted]');
			expect(JSON.stringify(row)).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
			expect(JSON.stringify(log.lines)).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
		} finally {
			smtp.refuse = false;
		}
	});

	it('sends a contact name with CR/LF as one subject line, to the contact address only', async () => {
		const before = smtp.mails.length;
		const name = 'Carlos\r\nBcc: intruso@example.com\r\nX-Injected: 1';
		const response = await call(() => apiClient(server.url).contact.submit.mutate({ ...contact, name }));
		expect(response.status).toBe(200);
		const mail = await smtp.nth(before + 1);
		expect(mail.recipients).toEqual(['hola@edge.do']);
		expect(mail.headers.filter((header) => /^(bcc|x-injected):/i.test(header))).toEqual([]);
		const subject = mail.headers.find((header) => /^subject:/i.test(header));
		expect(subject).toBeDefined();
		const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
		expect(head).not.toMatch(/\r\n(bcc|x-injected):/i);

		const row = await settledMailTo(server, 'hola@edge.do');
		expect(row?.subject).not.toMatch(/[\r\n]/);
		expect(row?.subject).toBe('Nuevo mensaje de contacto de Carlos Bcc: intruso@example.com X-Injected: 1');
	});
});

describe('mail to the local outbox (no SMTP_URL) in production', () => {
	let server: TestServer;
	let log: LogCapture;
	beforeAll(async () => {
		log = captureLog();
		server = await startTestServer({ NODE_ENV: 'production', PAYPAL_MODE: 'simulator' }, log.logger);
	});
	afterAll(async () => {
		await server.stop();
	});

	it('warns at start that mail reaches nobody', () => {
		expect(log.lines.some((line) => line.level === 'warn' && String(line.msg).includes('SMTP_URL'))).toBe(true);
	});

	it('logs that a mail was stored, never its link', async () => {
		const user = await registerUser(server);
		const from = log.lines.length;
		expect((await requestReset(server, user.email)).status).toBe(200);
		const lines = await linesUntilNextRequest(log, server.url, from);
		const token = TOKEN_IN_LINK.exec(newestMailTo(server, user.email)?.text ?? '')?.[1];
		if (!token) throw new Error('the local outbox has no link');
		expect(lines.some((line) => String(line.msg).includes('local outbox'))).toBe(true);
		expect(JSON.stringify(log.lines)).not.toContain(token);
		expect(JSON.stringify(log.lines)).not.toContain('reset-password');
	});

	it('holds the link only while it lives, and the mail itself 30 days', async () => {
		const user = await registerUser(server);
		expect((await requestReset(server, user.email)).status).toBe(200);
		const held = newestMailTo(server, user.email);
		const token = TOKEN_IN_LINK.exec(held?.text ?? '')?.[1];
		if (!token) throw new Error('the local outbox has no link');

		// Still within the link's hour: a later mail leaves it where it is.
		server.clock.advance(HOUR - 60_000);
		expect((await call(() => apiClient(server.url).contact.submit.mutate(contact))).status).toBe(200);
		expect(newestMailTo(server, user.email)?.text).toContain(token);

		// Past it, the next mail the server writes removes it (an idle server's hourly job would too).
		server.clock.advance(2 * 60_000);
		expect((await call(() => apiClient(server.url).contact.submit.mutate(contact))).status).toBe(200);
		const kept = newestMailTo(server, user.email);
		expect(kept?.id).toBe(held?.id);
		expect(kept?.subject).toBe('Restablece tu contraseña de Edge');
		expect(JSON.stringify(kept)).not.toContain(token);

		server.clock.advance(30 * 24 * HOUR);
		expect((await call(() => apiClient(server.url).contact.submit.mutate(contact))).status).toBe(200);
		expect(newestMailTo(server, user.email)).toBeUndefined();
		expect(newestMailTo(server, 'hola@edge.do')).toBeDefined();
	});
});

describe.each([
	['in development', { NODE_ENV: 'development' }],
	[
		'with LOG_MAIL_TEXT=true (npm start on a developer machine)',
		{ NODE_ENV: 'production', PAYPAL_MODE: 'simulator', LOG_MAIL_TEXT: 'true' },
	],
])('mail to the local outbox %s', (_, env) => {
	let server: TestServer;
	let log: LogCapture;
	beforeAll(async () => {
		log = captureLog();
		server = await startTestServer(env, log.logger);
	});
	afterAll(async () => {
		await server.stop();
	});

	it('prints the mail with its link in the log, so a reset works without SMTP', async () => {
		const user = await registerUser(server);
		const from = log.lines.length;
		expect((await requestReset(server, user.email)).status).toBe(200);
		const lines = await linesUntilNextRequest(log, server.url, from);
		const token = TOKEN_IN_LINK.exec(newestMailTo(server, user.email)?.text ?? '')?.[1];
		if (!token) throw new Error('the local outbox has no link');
		const printed = lines.find((line) => String(line.text ?? '').includes(token));
		expect(printed?.msg).toContain('local outbox');
	});
});

describe('`npm start` (scripts/start-env.mjs)', () => {
	type StartEnv = (
		env: Record<string, string | undefined>,
		dotEnvText: string | undefined,
	) => { env: Record<string, string | undefined>; localMail: boolean };

	it('prints the local outbox on a fresh clone, never where production or SMTP was declared', async () => {
		const { startEnv } = (await import(pathToFileURL(`${REPO_ROOT}/scripts/start-env.mjs`).href)) as {
			startEnv: StartEnv;
		};
		const fresh = startEnv({}, undefined);
		expect(fresh.localMail).toBe(true);
		expect(readSettings(fresh.env)).toMatchObject({ nodeEnv: 'production', smtpUrl: null, logMailText: true });

		expect(
			readSettings(
				startEnv(
					{
						NODE_ENV: 'production',
						PAYPAL_MODE: 'live',
						PAYPAL_CLIENT_ID: 'i',
						PAYPAL_CLIENT_SECRET: 's',
						PAYPAL_WEBHOOK_ID: 'w',
					},
					undefined,
				).env,
			).logMailText,
		).toBe(false);
		expect(startEnv({}, 'NODE_ENV=production\n').env.LOG_MAIL_TEXT).toBeUndefined();
		expect(startEnv({}, 'SMTP_URL=smtp://mail.example.com:587\n').env.LOG_MAIL_TEXT).toBeUndefined();
		expect(startEnv({ LOG_MAIL_TEXT: 'false' }, undefined).env.LOG_MAIL_TEXT).toBe('false');
		expect(startEnv({}, 'LOG_MAIL_TEXT=false\n').localMail).toBe(false);
	});
});
