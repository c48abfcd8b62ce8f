import type { Clock } from '@edge/api';
import { createDb, type Db } from '@edge/db';
import type { Logger } from '../src/log/logger';
import { type ScratchServer, startScratchServer } from '../src/scratch-server';

export interface TestServer extends ScratchServer {
	/** A second connection to the same SQLite file, for arranging and asserting state. */
	db: Db;
	clock: MutableClock;
	stop(): Promise<void>;
}

export interface MutableClock extends Clock {
	set(date: Date): void;
	advance(ms: number): void;
}

/** A clock that follows real time until a test moves it. */
export function mutableClock(): MutableClock {
	let offset = 0;
	return {
		now: () => new Date(Date.now() + offset),
		set: (date) => {
			offset = date.getTime() - Date.now();
		},
		advance: (ms) => {
			offset += ms;
		},
	};
}

/**
 * The real server on an ephemeral port, over a fresh data folder whose SQLite file is built by the
 * real migrations. One per test file; nothing is shared between files. With a `logger`, the server
 * writes its log lines (requests included) there instead of nowhere.
 */
export async function startTestServer(env: Record<string, string> = {}, logger?: Logger): Promise<TestServer> {
	const clock = mutableClock();
	const server = await startScratchServer({ env, clock, prefix: 'edge-it-', logger });
	const db = createDb(server.settings.databaseFile);
	return {
		...server,
		db,
		clock,
		async stop() {
			db.$client.close();
			await server.stop();
		},
	};
}
