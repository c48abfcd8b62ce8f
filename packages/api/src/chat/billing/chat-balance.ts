import { chatLedger } from '@edge/db';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';
import { prepared } from '../../shared/prepared';

/** A user's prepaid chat balance in centavos: the sum of their ledger rows (append-only). */
export function balanceOf(db: DbOrTx, userId: string): number {
	const row = prepared(db, ledgerSum).get({ userId });
	return Number(row?.total ?? 0);
}

const ledgerSum = (db: DbOrTx) =>
	db
		.select({ total: sql<number>`coalesce(sum(${chatLedger.deltaCents}), 0)` })
		.from(chatLedger)
		.where(eq(chatLedger.userId, sql.placeholder('userId')))
		.prepare();
