import { createHash } from 'node:crypto';
import { mailOutbox, profiles, profileVerifications } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser, trpcMutation, trpcQuery } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});
// Tests move the clock; each starts again from real time.
afterEach(() => {
	server.clock.set(new Date());
});

const MINUTE = 60 * 1000;
let phoneCounter = 0;

/** A business profile with its own phone and e-mail, so outbox rows are told apart by address. */
async function ownerWithProfile() {
	const owner = await registerUser(server);
	phoneCounter += 1;
	const phone = `+1809${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
	const email = `negocio.${owner.user.id}@example.com`.toLowerCase();
	const input = {
		title: 'Ferretería La Esquina',
		about: 'Materiales y herramientas.',
		ownerName: 'Pedro Almánzar',
		ownerDescription: 'Ferretero del barrio.',
		tags: ['ferretería'],
		categorySlug: 'hardware-and-building-materials',
		website: 'https://ferreterialaesquina.do',
		phone,
		email,
		address: 'Av. Duarte 12',
		lat: 19.45,
		lng: -70.69,
		city: 'Santiago',
		province: 'Santiago',
		postalCode: '',
		imageId: null,
		bannerId: null,
		hours: [],
		features: [],
		socialLinks: [],
	};
	const created = await trpcMutation<{ id: number }>(server.url, 'business.create', input, bearer(owner.token));
	if (!created.data) throw new Error(JSON.stringify(created.error));
	return { owner, id: created.data.id, phone, email, input };
}

const requestCode = (owner: RegisteredUser, id: number, channel: 'phone' | 'email') =>
	trpcMutation<{ target: string; resendAt: string }>(
		server.url,
		'business.requestVerification',
		{ id, channel },
		bearer(owner.token),
	);
const confirmCode = (owner: RegisteredUser, id: number, code: string) =>
	trpcMutation<{ verifiedAt: string }>(server.url, 'business.confirmVerification', { id, code }, bearer(owner.token));

/** The code of the newest message sent to `to` (e-mail or phone). */
function lastCodeSentTo(to: string): string {
	const mail = server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).get();
	const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
	if (!code) throw new Error(`no code sent to ${to}`);
	return code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verifiedAtOf = (id: number) =>
	server.db.select({ at: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, id)).get()?.at ?? null;

describe('business verification by a one-time code', () => {
	it('e-mails a 6-digit code, stores only its SHA-256, and verifies the profile with it', async () => {
		const { owner, id, email } = await ownerWithProfile();
		const sent = await requestCode(owner, id, 'email');
		expect(sent.status).toBe(200);
		expect(sent.data?.target).toBe(email);

		const code = lastCodeSentTo(email);
		const row = server.db.select().from(profileVerifications).where(eq(profileVerifications.profileId, id)).get();
		expect(row?.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
		expect(JSON.stringify(row)).not.toContain(code);
		expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * MINUTE);

		const state = await trpcQuery<{ pending: { channel: string } | null }>(
			server.url,
			'business.verification',
			{ id },
			bearer(owner.token),
		);
		expect(state.data?.pending?.channel).toBe('email');

		expect((await confirmCode(owner, id, code)).status).toBe(200);
		expect(verifiedAtOf(id)).not.toBeNull();
		const page = await trpcQuery<{ verified: boolean }>(server.url, 'business.get', { id });
		expect(page.data?.verified).toBe(true);

		const again = await requestCode(owner, id, 'email');
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('business.verify.alreadyVerified');
	});

	it('writes the phone channel to the outbox addressed to the phone (the SMS stand-in)', async () => {
		const { owner, id, phone } = await ownerWithProfile();
		expect((await requestCode(owner, id, 'phone')).status).toBe(200);
		const code = lastCodeSentTo(phone);
		expect((await confirmCode(owner, id, code)).status).toBe(200);
		expect(verifiedAtOf(id)).not.toBeNull();
	});

	it('refuses a wrong code, and after five wrong attempts refuses even the right one', async () => {
		const { owner, id, email } = await ownerWithProfile();
		await requestCode(owner, id, 'email');
		const code = lastCodeSentTo(email);
		for (let attempt = 1; attempt <= 5; attempt++) {
			const wrong = await confirmCode(owner, id, wrongCodeFor(code));
			expect(wrong.status).toBe(400);
			expect(wrong.error?.data.fieldErrors.code).toEqual(['business.verify.wrongCode']);
		}
		const blocked = await confirmCode(owner, id, code);
		expect(blocked.status).toBe(429);
		expect(blocked.error?.data.i18nKey).toBe('business.verify.tooManyAttempts');
		expect(verifiedAtOf(id)).toBeNull();
	});

	it('refuses a code after 15 minutes', async () => {
		const { owner, id, email } = await ownerWithProfile();
		await requestCode(owner, id, 'email');
		const code = lastCodeSentTo(email);
		server.clock.advance(15 * MINUTE);
		const late = await confirmCode(owner, id, code);
		expect(late.status).toBe(400);
		expect(late.error?.data.i18nKey).toBe('business.verify.expired');
		expect(verifiedAtOf(id)).toBeNull();
	});

	it('allows a new code only 60 seconds after the last, and then only the newest one counts', async () => {
		const { owner, id, email } = await ownerWithProfile();
		await requestCode(owner, id, 'email');
		const first = lastCodeSentTo(email);
		server.clock.advance(20 * 1000);
		const early = await requestCode(owner, id, 'email');
		expect(early.status).toBe(429);
		expect(early.error?.data).toMatchObject({ i18nKey: 'business.verify.resendTooSoon', params: { count: 40 } });

		server.clock.advance(40 * 1000);
		expect((await requestCode(owner, id, 'email')).status).toBe(200);
		const second = lastCodeSentTo(email);
		if (first !== second) {
			expect((await confirmCode(owner, id, first)).error?.data.i18nKey).toBe('business.verify.wrongCode');
		}
		expect((await confirmCode(owner, id, second)).status).toBe(200);
	});

	it('asks for a code first, and refuses a channel the profile has no contact for', async () => {
		const { owner, id, input } = await ownerWithProfile();
		const none = await confirmCode(owner, id, '123456');
		expect(none.error?.data.i18nKey).toBe('business.verify.noPendingCode');

		await trpcMutation(server.url, 'business.update', { ...input, id, email: '' }, bearer(owner.token));
		const noEmail = await requestCode(owner, id, 'email');
		expect(noEmail.status).toBe(400);
		expect(noEmail.error?.data.i18nKey).toBe('business.verify.noTarget');

		const badFormat = await confirmCode(owner, id, '12a456');
		expect(badFormat.error?.data.fieldErrors.code).toEqual(['business.verify.codeFormat']);
	});

	it('keeps the badge when other fields change, and clears it when the verified phone changes', async () => {
		const { owner, id, phone, input } = await ownerWithProfile();
		await requestCode(owner, id, 'phone');
		await confirmCode(owner, id, lastCodeSentTo(phone));

		const save = (changes: Record<string, unknown>) =>
			trpcMutation(server.url, 'business.update', { ...input, id, ...changes }, bearer(owner.token));
		expect((await save({ title: 'Ferretería La Esquina 2', email: 'otro@example.com' })).status).toBe(200);
		expect(verifiedAtOf(id)).not.toBeNull();
		expect((await save({ phone: '+18095550000' })).status).toBe(200);
		expect(verifiedAtOf(id)).toBeNull();
	});

	it('drops a code sent to a contact the owner has since replaced', async () => {
		const { owner, id, email, input } = await ownerWithProfile();
		await requestCode(owner, id, 'email');
		const code = lastCodeSentTo(email);
		await trpcMutation(
			server.url,
			'business.update',
			{ ...input, id, email: 'nuevo@example.com' },
			bearer(owner.token),
		);
		const stale = await confirmCode(owner, id, code);
		expect(stale.error?.data.i18nKey).toBe('business.verify.noPendingCode');
		expect(verifiedAtOf(id)).toBeNull();
	});
});
