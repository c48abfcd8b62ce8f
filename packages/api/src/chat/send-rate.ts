import { MESSAGES_PER_MINUTE, messages } from '@edge/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../shared/app-error';
import type { DbOrTx, Tx } from '../shared/db-tx';
import { prepared } from '../shared/prepared';

const MINUTE_MS = 60_000;

const sentSince = (db: DbOrTx) =>
	db
		.select({ n: count() })
		.from(messages)
		.where(and(eq(messages.senderId, sql.placeholder('senderId')), gt(messages.createdAt, sql.placeholder('since'))))
		.prepare();

/**
 * At most MESSAGES_PER_MINUTE messages in any 60 seconds per sender, counted in the transaction that
 * stores the next one. Offers are messages rows too, so text and offers share the limit; each
 * caller names the refusal its user reads.
 */
export function refuseIfTooFast(tx: Tx, senderId: string, now: Date, messageKey: string): void {
	const recent = prepared(tx, sentSince).get({ senderId, since: now.getTime() - MINUTE_MS })?.n ?? 0;
	if (recent >= MESSAGES_PER_MINUTE) {
		throw new AppError('TOO_MANY_REQUESTS', messageKey, { max: MESSAGES_PER_MINUTE });
	}
}
