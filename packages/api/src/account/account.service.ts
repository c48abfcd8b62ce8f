import { verifyPassword } from '@edge/auth';
import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { forgivePasswordAttempt, reservePasswordAttempt } from '../auth/password-attempts';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';

/**
 * Removes the user after re-checking the password. Everything the user owns hangs off users.id with
 * ON DELETE CASCADE (sessions, subscriptions, reset links, and each later entity), so one delete
 * removes it all atomically. The password check shares login's attempt limit: a stolen session must
 * not become a way to guess the password without one.
 */
export async function deleteAccount(
	deps: Pick<ApiDeps, 'db' | 'auth' | 'clock'>,
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
	deps.db.delete(users).where(eq(users.id, userId)).run();
	return deps.auth.blankCookie();
}
