import { createHash, randomBytes } from 'node:crypto';
import { endUserSessionsIn, hashPassword, verifyPassword } from '@edge/auth';
import { passwordResetTokens, type UserRow, users } from '@edge/db';
import type { Language } from '@edge/i18n';
import { serverT } from '@edge/i18n/server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { writeTransaction } from '../shared/write-transaction';
import { ACCOUNT_KIND_TYPES, REFERRAL_POINTS_PER_SIGNUP } from './account-kind';
import type { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth.schema';
import { forgivePasswordAttempt, reservePasswordAttempt } from './password-attempts';
import { type PublicUser, toPublicUser } from './user-view';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

type Deps = Pick<ApiDeps, 'db' | 'auth' | 'clock' | 'appUrl' | 'mailer' | 'invalidation'>;

export interface SessionResult {
	token: string;
	cookie: string;
	user: PublicUser;
}

const newId = () => randomBytes(15).toString('base64url');
const newReferralCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase();
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function register(deps: Deps, input: z.output<typeof registerSchema>): Promise<SessionResult> {
	const { db } = deps;
	// Hash before the transaction: better-sqlite3 transactions are synchronous.
	const passwordHash = await hashPassword(input.password);
	const userId = newId();
	writeTransaction(db, (tx) => {
		if (tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get()) {
			throw new AppError('CONFLICT', 'validation.emailTaken', {}, { email: ['validation.emailTaken'] });
		}
		let referredById: string | null = null;
		if (input.referralCode) {
			const referrer = tx
				.select({ id: users.id })
				.from(users)
				.where(eq(users.referralCode, input.referralCode.toUpperCase()))
				.get();
			if (!referrer) {
				throw new AppError('BAD_REQUEST', 'validation.referralCode', {}, { referralCode: ['validation.referralCode'] });
			}
			referredById = referrer.id;
			tx.update(users)
				.set({ referralPoints: sql`${users.referralPoints} + ${REFERRAL_POINTS_PER_SIGNUP}` })
				.where(eq(users.id, referrer.id))
				.run();
		}
		tx.insert(users)
			.values({
				id: userId,
				firstName: input.firstName,
				lastName: input.lastName,
				email: input.email,
				phone: input.phone,
				passwordHash,
				dateOfBirth: input.dateOfBirth,
				accountKind: input.accountKind,
				...ACCOUNT_KIND_TYPES[input.accountKind],
				referralCode: newReferralCode(),
				referredById,
				createdAt: deps.clock.now(),
			})
			.run();
	});
	return startSession(deps, userId);
}

const suspendedError = (user: UserRow) =>
	new AppError('FORBIDDEN', 'errors.accountSuspended', { reason: user.suspendedReason ?? '' });

async function startSession(deps: Deps, userId: string): Promise<SessionResult> {
	const user = deps.db.select().from(users).where(eq(users.id, userId)).get();
	if (!user) throw new AppError('NOT_FOUND', 'errors.notFound');
	if (user.suspendedAt) throw suspendedError(user);
	const { token, cookie } = await deps.auth.createSession(userId);
	// A suspension committed while the session was being made deleted every session but maybe not
	// this one: read the row again, so no session of a suspended account outlives this call.
	const fresh = deps.db.select().from(users).where(eq(users.id, userId)).get();
	if (!fresh || fresh.suspendedAt) {
		await deps.auth.invalidateSession(token);
		throw fresh ? suspendedError(fresh) : new AppError('NOT_FOUND', 'errors.notFound');
	}
	return { token, cookie, user: toPublicUser(fresh, deps.appUrl) };
}

/** One answer for every wrong part, so the form never reveals which accounts exist. */
export async function login(deps: Deps, input: z.output<typeof loginSchema>, ip: string): Promise<SessionResult> {
	const { db, clock } = deps;
	// Counted before the check, so parallel or batched guesses cannot all slip under the limit.
	const attempt = reservePasswordAttempt(db, input.email, ip, clock.now());
	const user = db.select().from(users).where(eq(users.email, input.email)).get();
	// Verify against a real hash even for unknown e-mails so timing does not reveal them either.
	const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
	if (!user || !ok) throw new AppError('UNAUTHORIZED', 'errors.loginFailed');
	forgivePasswordAttempt(db, attempt);
	// Suspended by staff (docs/admin.md): said only after the right password, so the refusal tells
	// nobody else that the account exists. startSession checks again (a suspension may have come
	// while the password was hashed); a password reset signs nobody in, so this is the one door.
	return startSession(deps, user.id);
}

let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
	dummyHash ??= hashPassword('not-a-real-password-Edge-2026');
	return dummyHash;
};

export async function logout(deps: Pick<Deps, 'auth' | 'invalidation'>, sessionToken: string): Promise<string> {
	// Recorded as 'signedOut': another tab or client still holding the token is told so.
	deps.auth.endSession(sessionToken, 'signedOut');
	// Every process drops the session it kept (the next request there is anonymous, and told why).
	deps.invalidation.publish('session', sessionToken);
	return deps.auth.blankCookie();
}

/**
 * Ends every session of the user, this one included (every device, every tab): each of them is
 * told 'signedOutEverywhere' on its next request. Returns the blank cookie for this browser.
 */
export function logoutEverywhere(deps: Pick<Deps, 'auth' | 'invalidation'>, userId: string): string {
	deps.auth.endUserSessions(userId, 'signedOutEverywhere');
	deps.invalidation.publish('user', userId);
	return deps.auth.blankCookie();
}

/**
 * Sends a single-use link valid for one hour when the account exists; answers the same either way.
 * Only the token's hash is stored.
 */
export async function requestPasswordReset(
	deps: Deps,
	input: z.output<typeof forgotPasswordSchema>,
	language: Language,
): Promise<void> {
	const user = deps.db.select().from(users).where(eq(users.email, input.email)).get();
	if (!user) return;
	const token = randomBytes(32).toString('base64url');
	const expiresAt = new Date(deps.clock.now().getTime() + RESET_LINK_LIFETIME_MS);
	deps.db
		.insert(passwordResetTokens)
		.values({ tokenHash: sha256(token), userId: user.id, expiresAt })
		.run();
	const t = serverT(language);
	const link = `${deps.appUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
	// Not awaited: waiting on SMTP would make known e-mails answer measurably slower than unknown
	// ones. The mailer records the mail (and any SMTP failure) in the outbox itself, and keeps the
	// token there only until the mail is delivered or the link expires.
	void deps.mailer
		.send({
			to: user.email,
			subject: t('email.passwordReset.subject'),
			text: t('email.passwordReset.body', { name: user.firstName, link }),
			secrets: { values: [token], validUntil: expiresAt },
		})
		.catch(() => undefined);
}

/** Sets the new password, spends the link and signs the user out everywhere. */
export async function resetPassword(deps: Deps, input: z.output<typeof resetPasswordSchema>): Promise<void> {
	const { db, clock } = deps;
	const now = clock.now();
	const passwordHash = await hashPassword(input.password);
	const userId = writeTransaction(db, (tx) => {
		const row = tx
			.select()
			.from(passwordResetTokens)
			.where(
				and(
					eq(passwordResetTokens.tokenHash, sha256(input.token)),
					isNull(passwordResetTokens.usedAt),
					gt(passwordResetTokens.expiresAt, now),
				),
			)
			.get();
		if (!row) throw new AppError('BAD_REQUEST', 'errors.invalidResetLink');
		// Spend every open link of this user, not just this one: a reset ends all earlier requests.
		tx.update(passwordResetTokens)
			.set({ usedAt: now })
			.where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)))
			.run();
		tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).run();
		// With the new password, not after it: no session outlives the reset, and each one's tab is
		// told why ('passwordReset') on its next request.
		endUserSessionsIn(tx, row.userId, 'passwordReset', now);
		return row.userId;
	});
	deps.invalidation.publish('user', userId);
}
