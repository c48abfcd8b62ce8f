import { MESSAGES_PER_MINUTE, messages } from '@edge/db';
import { and, count, eq, gt } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import type { Tx } from '../shared/db-tx';

const MINUTE_MS = 60_000;

/**
 * At most MESSAGES_PER_MINUTE messages in any 60 seconds per sender, counted in the transaction that
 * stores the next one. Offers are messages rows too, so text and offers share the limit; each
 * caller names the refusal its user reads.
 */
export function refuseIfTooFast(tx: Tx, senderId: string, now: Date, messageKey: string): void {
	const since = new Date(now.getTime() - MINUTE_MS);
	const recent =
		tx
			.select({ n: count() })
			.from(messages)
			.where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)))
			.get()?.n ?? 0;
	if (recent >= MESSAGES_PER_MINUTE) {
		throw new AppError('TOO_MANY_REQUESTS', messageKey, { max: MESSAGES_PER_MINUTE });
	}
}
