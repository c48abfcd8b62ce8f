import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { PLANS } from '../reference-data/plans';
import { plans } from '../schema/plan/plan.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inserts the plans that are missing and gives existing rows the catalogue's current names (a
 * rename reaches databases seeded before it on the server's next start). Only the names: a price
 * is what the plan's PayPal product was created with, so a changed price is a decision for the
 * payments tools, not for a seed. Returns how many rows were inserted or renamed.
 */
export function seedPlans(tx: Tx): number {
	return tx
		.insert(plans)
		.values(PLANS.map((plan, index) => ({ ...plan, sortOrder: index })))
		.onConflictDoUpdate({
			target: plans.id,
			set: { nameEs: sql`excluded.name_es`, nameEn: sql`excluded.name_en` },
			// Unchanged rows are not written: a second run reports 0 and moves no data version.
			setWhere: sql`${plans.nameEs} IS NOT excluded.name_es OR ${plans.nameEn} IS NOT excluded.name_en`,
		})
		.run().changes;
}
