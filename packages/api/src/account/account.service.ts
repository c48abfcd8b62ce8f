import { endUserSessionsIn, verifyPassword } from '@edge/auth';
import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { forgivePasswordAttempt, reservePasswordAttempt } from '../auth/password-attempts';
import type { ApiDeps } from '../context';
import { accountUploadIds, removeUploadFiles } from '../directory/profile-removal';
import { AppError } from '../shared/app-error';
import { writeTransaction } from '../shared/write-transaction';
import { cancelSubscriptionsBeforeDeletion } from './account-subscriptions';

/**
 * Removes the user after re-checking the password. Everything the user owns hangs off users.id with
 * ON DELETE CASCADE (sessions, subscriptions, reset links, and each later entity), so one delete
 * removes it all atomically; the files of its uploads go right after. Before that, every subscription
 * PayPal may still bill is cancelled there (account-subscriptions.ts). The password check shares
 * login's attempt limit: a stolen session must not become a way to guess the password without one.
 */
export async function deleteAccount(
	deps: Pick<ApiDeps, 'db' | 'auth' | 'clock' | 'uploadsDir' | 'paypal' | 'logError' | 'invalidation'>,
	userId: string,
	password: string,
	ip: string,
): Promise<string> {
	const user = deps.db.select().from(users).where(eq(users.id, userId)).get();
	if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
	const attempt = reservePasswordAttempt(deps.db, user.email, ip, deps.clock.now());
	if (!(await verifyPassword(user.passwordHash, password))) {
		throw new AppError('BAD_REQUEST', 'errors.wrongPassword', {}, { password: ['errors.wrongPassword'] });
	}
	forgivePasswordAttempt(deps.db, attempt);
	// PayPal first: an account that PayPal may still bill is never deleted (refused with 503 instead).
	await cancelSubscriptionsBeforeDeletion(deps, userId);
	// The upload rows go with the user (cascade); their ids are read in the same transaction, so an
	// upload finishing meanwhile is either listed here or refused (its owner is gone). Files go after
	// the rows: a crash in between leaves files nobody points at, never a row without files.
	const uploadIds = writeTransaction(deps.db, (tx) => {
		const ids = accountUploadIds(tx, userId);
		// The cascade would delete the sessions too, silently: ended here first, each recorded as
		// 'accountDeleted' for the tabs still holding one (the record has no reference to the user).
		endUserSessionsIn(tx, userId, 'accountDeleted', deps.clock.now());
		tx.delete(users).where(eq(users.id, userId)).run();
		return ids;
	});
	// Its sessions are gone: every process drops what it kept of them.
	deps.invalidation.publish('user', userId);
	removeUploadFiles(deps.uploadsDir, uploadIds);
	return deps.auth.blankCookie();
}
