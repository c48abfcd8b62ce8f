import { chatLedger } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';

/** A user's prepaid chat balance in centavos: the sum of their ledger rows (append-only). */
export function balanceOf(db: DbOrTx, userId: string): number {
	const row = db
		.select({ total: sql<number>`coalesce(sum(${chatLedger.deltaCents}), 0)` })
		.from(chatLedger)
		.where(eq(chatLedger.userId, userId))
		.get();
	return Number(row?.total ?? 0);
}
