import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
	type ProfileRow,
	profileVerifications,
	type VerificationChannel,
	type VerificationRequestRow,
	verificationRequests,
} from '@edge/db';
import type { Language } from '@edge/i18n';
import { serverT } from '@edge/i18n/server';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { shownTaxId, type TaxIdKind } from '../../shared/dominican-ids';
import { writeTransaction } from '../../shared/write-transaction';
import { requireOwnedProfile } from '../profile-access';
import type { ConfirmVerificationInput, RequestVerificationInput } from './business.schema';

/**
 * The owner proves they reach the business phone or e-mail with a one-time 6-digit code
 * (docs/directory.md). Codes are stored as SHA-256, live 15 minutes, allow 5 attempts, and a new
 * one may be asked 60 seconds after the last. Only the newest code of a profile counts.
 *
 * A confirmed code proves the contact, not the business: it files a verification request that staff
 * approve or reject (staff/verifications, docs/admin.md), as Google Business Profile does. Only an
 * approval sets profiles.verified_at. A profile has at most one pending request at a time.
 *
 * SMS is not wired: for the phone channel the mailer writes the text to the outbox addressed to
 * the phone number, and that outbox row is the SMS.
 */
export const VERIFICATION_RULES = {
	codeTtlMs: 15 * 60 * 1000,
	maxAttempts: 5,
	resendAfterMs: 60 * 1000,
} as const;

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'mailer'>;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function contactOf(profile: Pick<ProfileRow, 'phone' | 'email'>, channel: VerificationChannel): string | null {
	return (channel === 'phone' ? profile.phone : profile.email) || null;
}

function latestCode(db: DbOrTx, profileId: number) {
	return db
		.select()
		.from(profileVerifications)
		.where(eq(profileVerifications.profileId, profileId))
		.orderBy(desc(profileVerifications.id))
		.get();
}

/** The profile's newest verification request (pending, or the last decision on it). */
function latestRequest(db: DbOrTx, profileId: number): VerificationRequestRow | undefined {
	return db
		.select()
		.from(verificationRequests)
		.where(eq(verificationRequests.profileId, profileId))
		.orderBy(desc(verificationRequests.id))
		.get();
}

const underReview = () => new AppError('CONFLICT', 'business.verify.underReview');

/**
 * Whether an edit replaces the contact that verified the profile (the newest used code's target).
 * Editing anything else, or the other contact, keeps the badge.
 */
export function verifiedContactChanged(
	db: DbOrTx,
	before: Pick<ProfileRow, 'id' | 'verifiedAt'>,
	after: Pick<ProfileRow, 'phone' | 'email'>,
): boolean {
	if (!before.verifiedAt) return false;
	const proof = db
		.select({ channel: profileVerifications.channel, target: profileVerifications.target })
		.from(profileVerifications)
		.where(and(eq(profileVerifications.profileId, before.id), isNotNull(profileVerifications.usedAt)))
		.orderBy(desc(profileVerifications.id))
		.get();
	return proof !== undefined && contactOf(after, proof.channel) !== proof.target;
}

/** What the verification page shows: the owner's own profile only. */
export function verificationState(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	userId: string,
	id: number,
): {
	verified: boolean;
	verifiedAt: string | null;
	/** The contacts a code can go to; null where the profile has none. */
	channels: { phone: string | null; email: string | null };
	/** What is being verified: the business's name and its RNC or cédula (the owner sees it whole). */
	title: string;
	taxId: { kind: TaxIdKind; number: string } | null;
	/** The code waiting to be confirmed, if one is still usable. */
	pending: { channel: 'phone' | 'email'; target: string; expiresAt: string; resendAt: string } | null;
	/** The request staff have not decided yet: the page says it is under review since then. */
	review: { channel: 'phone' | 'email'; target: string; submittedAt: string } | null;
	/** The last request's rejection while not verified and nothing is pending: the owner may try again. */
	rejection: { reason: string; decidedAt: string } | null;
} {
	const profile = requireOwnedProfile(deps.db, id, userId, 'business');
	const now = deps.clock.now().getTime();
	const latest = latestCode(deps.db, id);
	const request = latestRequest(deps.db, id);
	const usable =
		latest &&
		!latest.usedAt &&
		latest.expiresAt.getTime() > now &&
		latest.attempts < VERIFICATION_RULES.maxAttempts &&
		contactOf(profile, latest.channel) === latest.target;
	return {
		verified: profile.verifiedAt !== null,
		verifiedAt: profile.verifiedAt?.toISOString() ?? null,
		channels: { phone: contactOf(profile, 'phone'), email: contactOf(profile, 'email') },
		title: profile.title,
		taxId: profile.idNumber ? shownTaxId(profile.idNumber, true) : null,
		pending:
			usable && latest
				? {
						channel: latest.channel,
						target: latest.target,
						expiresAt: latest.expiresAt.toISOString(),
						resendAt: new Date(latest.createdAt.getTime() + VERIFICATION_RULES.resendAfterMs).toISOString(),
					}
				: null,
		review:
			request?.status === 'pending'
				? { channel: request.channel, target: request.target, submittedAt: request.submittedAt.toISOString() }
				: null,
		rejection:
			!profile.verifiedAt && request?.status === 'rejected'
				? { reason: request.reason ?? '', decidedAt: (request.decidedAt ?? request.submittedAt).toISOString() }
				: null,
	};
}

/** Sends a new code to the profile's phone or e-mail; earlier codes stop counting. */
export async function requestVerificationCode(
	deps: Deps,
	userId: string,
	input: RequestVerificationInput,
	language: Language,
): Promise<{ channel: 'phone' | 'email'; target: string; expiresAt: string; resendAt: string }> {
	const profile = requireOwnedProfile(deps.db, input.id, userId, 'business');
	if (profile.verifiedAt) throw new AppError('CONFLICT', 'business.verify.alreadyVerified');
	if (latestRequest(deps.db, profile.id)?.status === 'pending') throw underReview();
	const target = contactOf(profile, input.channel);
	if (!target) throw new AppError('BAD_REQUEST', 'business.verify.noTarget');

	const now = deps.clock.now();
	const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
	const row = writeTransaction(deps.db, (tx) => {
		const last = latestCode(tx, profile.id);
		const waitMs = last ? last.createdAt.getTime() + VERIFICATION_RULES.resendAfterMs - now.getTime() : 0;
		if (waitMs > 0) {
			throw new AppError('TOO_MANY_REQUESTS', 'business.verify.resendTooSoon', { count: Math.ceil(waitMs / 1000) });
		}
		return tx
			.insert(profileVerifications)
			.values({
				profileId: profile.id,
				channel: input.channel,
				target,
				codeHash: hashCode(code),
				expiresAt: new Date(now.getTime() + VERIFICATION_RULES.codeTtlMs),
				createdAt: now,
			})
			.returning()
			.get();
	});

	const t = serverT(language);
	const params = { title: profile.title, code };
	// The code is stored hashed; the mail's copy of it goes once delivered or expired.
	const secrets = { values: [code], validUntil: row.expiresAt };
	await deps.mailer.send(
		input.channel === 'email'
			? {
					to: target,
					subject: t('business.verify.emailSubject'),
					text: t('business.verify.emailBody', params),
					secrets,
				}
			: { to: target, subject: t('business.verify.smsSubject'), text: t('business.verify.smsBody', params), secrets },
	);
	return {
		channel: input.channel,
		target,
		expiresAt: row.expiresAt.toISOString(),
		resendAt: new Date(now.getTime() + VERIFICATION_RULES.resendAfterMs).toISOString(),
	};
}

type Check = { ok: true; requestId: number } | { ok: false; error: AppError };

/**
 * Confirms the newest code and files the request staff decide on; a wrong code counts an attempt
 * (kept even though the call fails). A profile already verified, or with a request under review,
 * answers 409 and files nothing.
 */
export function confirmVerificationCode(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	userId: string,
	input: ConfirmVerificationInput,
): { requestId: number; submittedAt: string } {
	const profile = requireOwnedProfile(deps.db, input.id, userId, 'business');
	if (profile.verifiedAt) throw new AppError('CONFLICT', 'business.verify.alreadyVerified');
	const now = deps.clock.now();
	const codeError = (key: string) => new AppError('BAD_REQUEST', key, {}, { code: [key] });

	// The transaction commits the attempt count and returns the outcome; throwing inside it would
	// roll the count back and give unlimited guesses.
	const check = writeTransaction(deps.db, (tx): Check => {
		// Checked inside the transaction: two confirms at once cannot file two pending requests.
		if (latestRequest(tx, profile.id)?.status === 'pending') return { ok: false, error: underReview() };
		const latest = latestCode(tx, profile.id);
		if (!latest || latest.usedAt || contactOf(profile, latest.channel) !== latest.target) {
			return { ok: false, error: codeError('business.verify.noPendingCode') };
		}
		if (latest.expiresAt.getTime() <= now.getTime()) return { ok: false, error: codeError('business.verify.expired') };
		if (latest.attempts >= VERIFICATION_RULES.maxAttempts) {
			return { ok: false, error: new AppError('TOO_MANY_REQUESTS', 'business.verify.tooManyAttempts') };
		}
		const given = Buffer.from(hashCode(input.code), 'hex');
		const stored = Buffer.from(latest.codeHash, 'hex');
		if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
			tx.update(profileVerifications)
				.set({ attempts: latest.attempts + 1 })
				.where(eq(profileVerifications.id, latest.id))
				.run();
			return { ok: false, error: codeError('business.verify.wrongCode') };
		}
		tx.update(profileVerifications).set({ usedAt: now }).where(eq(profileVerifications.id, latest.id)).run();
		// What staff see is what was submitted now: the name or number may change later.
		const request = tx
			.insert(verificationRequests)
			.values({
				profileId: profile.id,
				ownerId: profile.ownerId,
				status: 'pending',
				channel: latest.channel,
				target: latest.target,
				businessName: profile.title,
				taxId: profile.idNumber,
				submittedAt: now,
			})
			.returning({ id: verificationRequests.id })
			.get();
		return { ok: true, requestId: request.id };
	});
	if (!check.ok) throw check.error;
	return { requestId: check.requestId, submittedAt: now.toISOString() };
}
