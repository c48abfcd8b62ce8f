import { type Clock, type LimitTable, roomierLimits } from '@edge/api';
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
 * The production limits with a thousand times the room: a test file signs dozens of users up from
 * 127.0.0.1 and must not trip a limit by accident. Same limiter, same code path, other numbers;
 * the limit tests pass DEFAULT_LIMITS.
 */
export const ROOMY_LIMITS = roomierLimits(1000);

/**
 * The real server on an ephemeral port, over a fresh data folder whose SQLite file is built by the
 * real migrations. One per test file; nothing is shared between files. With a `logger`, the server
 * writes its log lines (requests included) there instead of nowhere. Its limits are ROOMY_LIMITS
 * unless `options.limits` says otherwise.
 */
export async function startTestServer(
	env: Record<string, string> = {},
	logger?: Logger,
	options: { limits?: LimitTable } = {},
): Promise<TestServer> {
	const clock = mutableClock();
	const server = await startScratchServer({
		env,
		clock,
		prefix: 'edge-it-',
		logger,
		limits: options.limits ?? ROOMY_LIMITS,
	});
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
