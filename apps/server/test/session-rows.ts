import { type Db, sessions } from '@edge/db';
import { eq } from 'drizzle-orm';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves a session's expiry, as time passing would (lucia stores whole seconds since the epoch). */
export function setSessionExpiry(db: Db, token: string, expiresAt: Date): void {
	db.update(sessions)
		.set({ expiresAt: Math.floor(expiresAt.getTime() / 1000) })
		.where(eq(sessions.id, token))
		.run();
}

/** The session's expiry, or null once its row is gone. */
export function sessionExpiry(db: Db, token: string): Date | null {
	const row = db.select().from(sessions).where(eq(sessions.id, token)).get();
	return row ? new Date(row.expiresAt * 1000) : null;
}
