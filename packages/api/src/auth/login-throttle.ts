import { type Db, loginFailures } from '@edge/db';
import { and, asc, eq, gt, lt } from 'drizzle-orm';

/** 10 failed logins for one account or one IP within 15 minutes lock further attempts. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Minutes until another attempt is allowed for this account or IP, or null when not locked.
 * The lock ends when enough failures have aged out of the window that fewer than the limit remain.
 */
export function lockedForMinutes(db: Db, email: string, ip: string, now: Date): number | null {
	const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
	let unlockAt = 0;
	for (const key of [eq(loginFailures.email, email), eq(loginFailures.ip, ip)]) {
		const recent = db
			.select({ at: loginFailures.at })
			.from(loginFailures)
			.where(and(key, gt(loginFailures.at, since)))
			.orderBy(asc(loginFailures.at))
			.all();
		if (recent.length < LOGIN_FAILURE_LIMIT) continue;
		const pivot = recent[recent.length - LOGIN_FAILURE_LIMIT];
		if (pivot) unlockAt = Math.max(unlockAt, pivot.at.getTime() + LOGIN_WINDOW_MS);
	}
	if (unlockAt <= now.getTime()) return null;
	return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60_000));
}

export function recordLoginFailure(db: Db, email: string, ip: string, now: Date): void {
	db.transaction((tx) => {
		tx.insert(loginFailures).values({ email, ip, at: now }).run();
		// Old rows are useless; trimming here keeps the table small without a scheduler.
		tx.delete(loginFailures)
			.where(lt(loginFailures.at, new Date(now.getTime() - LOGIN_WINDOW_MS)))
			.run();
	});
}

/** A successful login forgives the account's earlier mistakes (the IP's are kept). */
export function clearAccountFailures(db: Db, email: string): void {
	db.delete(loginFailures).where(eq(loginFailures.email, email)).run();
}
