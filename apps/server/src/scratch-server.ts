import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARGE_CURRENCY, type Clock, type LimitTable, SIMULATOR_DEFAULT_RATE_CENTS } from '@edge/api';
import { chargeRates, closeDb, createDb, migrateDb } from '@edge/db';
import { readSettings, type Settings } from './env';
import type { Logger } from './log/logger';
import { type RunningServer, startServer } from './server';

export interface ScratchServer extends RunningServer {
	settings: Settings;
	/** Stops the server and deletes its data folder. */
	stop(): Promise<void>;
}

/**
 * The real server on 127.0.0.1 and an ephemeral port, over a new temporary data folder (so a fresh
 * SQLite file built by the real migrations), without request logs. For tests, browser tests and the
 * benchmark, which must never share state.
 */
export async function startScratchServer(
	options: {
		env?: Record<string, string>;
		clock?: Clock;
		prefix?: string;
		/** Receives the server's log lines (tests that assert what is logged); none by default. */
		logger?: Logger;
		/** Other numbers for the limits (tests that sign many users up from one address). */
		limits?: LimitTable;
		/**
		 * The charge rate (DOP centavos per US$) set before the server starts, as an operator sets one
		 * with `npm run cli -- payments:rate`: a live or sandbox server refuses to start without one.
		 * 5900 by default; null starts without any (the tests of that refusal).
		 */
		chargeRateCents?: number | null;
	} = {},
): Promise<ScratchServer> {
	const dataDir = mkdtempSync(join(tmpdir(), options.prefix ?? 'edge-scratch-'));
	const settings = readSettings({
		NODE_ENV: 'test',
		PORT: '0',
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		LOG_REQUESTS: 'false',
		...options.env,
	});
	const rateCents = options.chargeRateCents === undefined ? SIMULATOR_DEFAULT_RATE_CENTS : options.chargeRateCents;
	if (rateCents !== null) setChargeRate(settings.databaseFile, rateCents);
	const server = await startServer({ settings, clock: options.clock, logger: options.logger, limits: options.limits });
	return {
		...server,
		settings,
		async stop() {
			await server.close();
			rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
		},
	};
}

/** The new data folder's database, migrated, with the rate an operator would have set. */
function setChargeRate(databaseFile: string, dopPerUnitCents: number): void {
	const db = createDb(databaseFile);
	try {
		migrateDb(db);
		db.insert(chargeRates).values({ currency: CHARGE_CURRENCY, dopPerUnitCents, setAt: new Date() }).run();
	} finally {
		closeDb(db);
	}
}
