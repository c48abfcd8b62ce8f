import type { Db } from '@edge/db';

/** A drizzle transaction, for helpers that run inside one as well as on their own. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
