import { createHash } from 'node:crypto';
import { grantStaff } from '@edge/api';
import { profileVerifications } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';
import { verificationHelpers } from './verification-helpers';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
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

let helpers: ReturnType<typeof verificationHelpers>;
beforeAll(() => {
	helpers = verificationHelpers(server);
});
const ownerWithProfile = () => helpers.ownerWithProfile();
const requestCode = (owner: RegisteredUser, id: number, channel: 'phone' | 'email') =>
	helpers.requestCode(owner, id, channel);
const confirmCode = (owner: RegisteredUser, id: number, code: string) => helpers.confirmCode(owner, id, code);
const lastCodeSentTo = (to: string) => helpers.lastCodeSentTo(to);
const verifiedAtOf = (id: number) => helpers.verifiedAtOf(id);
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A moderator's approval of the profile's pending request (the staff side's own test covers it). */
async function approvePending(id: number) {
	const moderator = await registerUser(server);
	grantStaff(server.db, moderator.email, 'moderator', new Date());
	const pending = helpers.requestsOf(id).find((row) => row.status === 'pending');
	if (!pending) throw new Error('no pending request');
	const approved = await call(() =>
		apiClient(server.url, bearer(moderator.token)).staff.verifications.approve.mutate({ requestId: pending.id }),
	);
	if (approved.status !== 200) throw new Error(JSON.stringify(approved.error));
}

describe('business verification by a one-time code', () => {
	it('e-mails a 6-digit code, stores only its SHA-256, and files a request for staff with it (not verified yet)', async () => {
		const { owner, id, email } = await ownerWithProfile();
		const sent = await requestCode(owner, id, 'email');
		expect(sent.status).toBe(200);
		expect(sent.data?.target).toBe(email);

		const code = lastCodeSentTo(email);
		const row = server.db.select().from(profileVerifications).where(eq(profileVerifications.profileId, id)).get();
		expect(row?.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
		expect(JSON.stringify(row)).not.toContain(code);
		expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * MINUTE);

		const state = await call(() => apiClient(server.url, bearer(owner.token)).business.verification.query({ id }));
		expect(state.data?.pending?.channel).toBe('email');

		expect((await confirmCode(owner, id, code)).status).toBe(200);
		// The code proves the contact; only staff verify the business.
		expect(verifiedAtOf(id)).toBeNull();
		const page = await call(() => visitor().business.get.query({ id }));
		expect(page.data?.verified).toBe(false);
		const [request, ...more] = helpers.requestsOf(id);
		expect(more).toEqual([]);
		expect(request).toMatchObject({
			status: 'pending',
			ownerId: owner.user.id,
			channel: 'email',
			target: email,
			businessName: 'Ferretería La Esquina',
		});
		const review = await call(() => apiClient(server.url, bearer(owner.token)).business.verification.query({ id }));
		expect(review.data?.review).toMatchObject({ channel: 'email', target: email });
		expect(review.data?.pending).toBeNull();

		// One pending request at a time: neither a new code nor a second confirm while it is reviewed.
		const again = await requestCode(owner, id, 'email');
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('business.verify.underReview');
		const twice = await confirmCode(owner, id, code);
		expect(twice.status).toBe(409);
		expect(twice.error?.data.i18nKey).toBe('business.verify.underReview');
		expect(helpers.requestsOf(id)).toHaveLength(1);

		await approvePending(id);
		const verified = await requestCode(owner, id, 'email');
		expect(verified.status).toBe(409);
		expect(verified.error?.data.i18nKey).toBe('business.verify.alreadyVerified');
	});

	it('writes the phone channel to the outbox addressed to the phone (the SMS stand-in)', async () => {
		const { owner, id, phone } = await ownerWithProfile();
		expect((await requestCode(owner, id, 'phone')).status).toBe(200);
		const code = lastCodeSentTo(phone);
		expect((await confirmCode(owner, id, code)).status).toBe(200);
		expect(helpers.requestsOf(id)).toMatchObject([{ status: 'pending', channel: 'phone', target: phone }]);
		expect(verifiedAtOf(id)).toBeNull();
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
		expect(helpers.requestsOf(id)).toHaveLength(1);
	});

	it('asks for a code first, and refuses a channel the profile has no contact for', async () => {
		const { owner, id, input } = await ownerWithProfile();
		const none = await confirmCode(owner, id, '123456');
		expect(none.error?.data.i18nKey).toBe('business.verify.noPendingCode');

		await call(() => apiClient(server.url, bearer(owner.token)).business.update.mutate({ ...input, id, email: '' }));
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
		await approvePending(id);
		expect(verifiedAtOf(id)).not.toBeNull();

		const save = (changes: Record<string, unknown>) =>
			call(() => apiClient(server.url, bearer(owner.token)).business.update.mutate({ ...input, id, ...changes }));
		expect((await save({ title: 'Ferretería La Esquina 2', email: 'otro@example.com' })).status).toBe(200);
		expect(verifiedAtOf(id)).not.toBeNull();
		expect((await save({ phone: '+18095550000' })).status).toBe(200);
		expect(verifiedAtOf(id)).toBeNull();
	});

	it('drops a code sent to a contact the owner has since replaced', async () => {
		const { owner, id, email, input } = await ownerWithProfile();
		await requestCode(owner, id, 'email');
		const code = lastCodeSentTo(email);
		await call(() =>
			apiClient(server.url, bearer(owner.token)).business.update.mutate({ ...input, id, email: 'nuevo@example.com' }),
		);
		const stale = await confirmCode(owner, id, code);
		expect(stale.error?.data.i18nKey).toBe('business.verify.noPendingCode');
		expect(verifiedAtOf(id)).toBeNull();
		expect(helpers.requestsOf(id)).toEqual([]);
	});
});
