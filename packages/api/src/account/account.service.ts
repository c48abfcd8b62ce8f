import { verifyPassword } from '@edge/auth';
import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';

/**
 * Removes the user after re-checking the password. Everything the user owns hangs off users.id with
 * ON DELETE CASCADE (sessions, subscriptions, reset links, and each later entity), so one delete
 * removes it all atomically.
 */
export async function deleteAccount(
	deps: Pick<ApiDeps, 'db' | 'auth'>,
	userId: string,
	password: string,
): Promise<string> {
	const user = deps.db.select().from(users).where(eq(users.id, userId)).get();
	if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
	if (!(await verifyPassword(user.passwordHash, password))) {
		throw new AppError('BAD_REQUEST', 'errors.wrongPassword', {}, { password: ['errors.wrongPassword'] });
	}
	deps.db.delete(users).where(eq(users.id, userId)).run();
	return deps.auth.blankCookie();
}
