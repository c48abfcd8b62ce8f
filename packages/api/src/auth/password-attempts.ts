import { type Db, loginFailures } from '@edge/db';
import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import { writeTransaction } from '../shared/write-transaction';

/**
 * 10 password checks for one account or from one IP within 15 minutes; more are refused until old
 * ones age out. Every check counts (login, account deletion), so a guess costs the same wherever it
 * is made.
 */
export const PASSWORD_ATTEMPT_LIMIT = 10;
export const PASSWORD_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** A reserved attempt; it stays counted as a failure unless the password turns out right. */
export interface PasswordAttempt {
	id: number;
	email: string;
}

/**
 * Counts an attempt before the password is verified, or throws TOO_MANY_REQUESTS with the minutes
 * left. Checking first and recording after the (slow, asynchronous) hash check let parallel or
 * batched requests all pass the check together; here the check and the insert are one synchronous
 * SQLite transaction, and IMMEDIATE takes the write lock up front so another process cannot
 * interleave either.
 */
export function reservePasswordAttempt(db: Db, email: string, ip: string, now: Date): PasswordAttempt {
	return writeTransaction(db, (tx) => {
		const minutes = lockedForMinutes(tx, email, ip, now);
		if (minutes !== null) throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyAttempts', { count: minutes });
		// Old rows are useless; trimming here keeps the table small without a scheduler.
		tx.delete(loginFailures)
			.where(lt(loginFailures.at, new Date(now.getTime() - PASSWORD_ATTEMPT_WINDOW_MS)))
			.run();
		const row = tx.insert(loginFailures).values({ email, ip, at: now }).returning({ id: loginFailures.id }).get();
		return { id: row.id, email };
	});
}

/**
 * The right password: this attempt is not a failure, and the account's earlier mistakes are
 * forgiven. The IP's failures on other accounts are kept.
 */
export function forgivePasswordAttempt(db: Db, attempt: PasswordAttempt): void {
	db.delete(loginFailures)
		.where(or(eq(loginFailures.id, attempt.id), eq(loginFailures.email, attempt.email)))
		.run();
}

type DbOrTx = Pick<Db, 'select'>;

/**
 * Minutes until another attempt is allowed for this account or IP, or null when not locked.
 * The lock ends when enough attempts have aged out of the window that fewer than the limit remain.
 */
function lockedForMinutes(db: DbOrTx, email: string, ip: string, now: Date): number | null {
	const since = new Date(now.getTime() - PASSWORD_ATTEMPT_WINDOW_MS);
	let unlockAt = 0;
	for (const key of [eq(loginFailures.email, email), eq(loginFailures.ip, ip)]) {
		const recent = db
			.select({ at: loginFailures.at })
			.from(loginFailures)
			.where(and(key, gt(loginFailures.at, since)))
			.orderBy(asc(loginFailures.at))
			.all();
		if (recent.length < PASSWORD_ATTEMPT_LIMIT) continue;
		const pivot = recent[recent.length - PASSWORD_ATTEMPT_LIMIT];
		if (pivot) unlockAt = Math.max(unlockAt, pivot.at.getTime() + PASSWORD_ATTEMPT_WINDOW_MS);
	}
	if (unlockAt <= now.getTime()) return null;
	return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60_000));
}
