import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
	type ApiDeps,
	bindInvalidation,
	type Clock,
	chargeReadiness,
	createInProcessChatBus,
	createLimits,
	createLocalInvalidation,
	DEFAULT_LIMITS,
	type LimitTable,
	memoryLimiter,
	normalizeStoredPhones,
	redisLimiter,
	systemClock,
} from '@edge/api';
import { createAuth } from '@edge/auth';
import { closeDb, createDb, type Db, migrateDb, seedReferenceData } from '@edge/db';
import type { PaypalSimulator } from '@edge/payments';
import { createApp } from './app';
import type { WorkerRole } from './cluster/worker-role';
import type { Settings } from './env';
import { trackLiveStreams } from './http/live-streams';
import { createHttpServer } from './http/node-server';
import { noPeriodicJobs, startPeriodicJobs } from './jobs/periodic-jobs';
import { createPinoLogger, type Logger, silentLogger } from './log/logger';
import { createServerMailer } from './mail/server-mailer';
import { countStreams } from './metrics/counted-streams';
import { createMetrics } from './metrics/metrics';
import { setUpPaypal } from './payments/paypal';
import { createRedisChatBus } from './redis/redis-chat-bus';
import { openRedis } from './redis/redis-connections';
import { createRedisInvalidation } from './redis/redis-invalidation';

export interface StartOptions {
	settings: Settings;
	clock?: Clock;
	logger?: Logger;
	/** Origins besides the app's own allowed to post with the session cookie (Vite's dev server). */
	allowedOrigins?: string[];
	/** The numbers of the limits (docs/api.md "Limits"); DEFAULT_LIMITS unless a test sets others. */
	limits?: LimitTable;
	/**
	 * Set in a cluster worker (src/cluster/, WEB_CONCURRENCY > 1): the primary has migrated the
	 * database, the periodic jobs run only where `runsJobs`, the PayPal simulator is the primary's, and
	 * the WAL checkpoint at close is passive (the other workers are still writing). Absent: the one
	 * process does all of it itself.
	 */
	worker?: WorkerRole;
}

export interface RunningServer {
	url: string;
	port: number;
	/** The PayPal simulator the server runs in simulator mode (PAYPAL_MODE), else null. */
	paypalSimulator: PaypalSimulator | null;
	/**
	 * Stops: no new connections, live streams ended (browsers reconnect elsewhere), in-flight requests
	 * finished within SHUTDOWN_TIMEOUT_MS (cut past it: `forced`), then the database checkpointed and
	 * closed. Calling it again returns the same promise.
	 */
	close(): Promise<ShutdownResult>;
}

export interface ShutdownResult {
	/** True when requests were still open at the time-out and their connections were cut. */
	forced: boolean;
}

/**
 * Applies the migrations, seeds empty reference lists and normalizes old phones: what a database
 * needs before it serves. The one process does it at start; a cluster's primary does it once, before
 * it forks the workers (src/cluster/cluster-primary.ts).
 */
export function prepareDatabase(db: Db, log: Logger): void {
	migrateDb(db);
	const seeded = seedReferenceData(db);
	if (Object.values(seeded).some((count) => count > 0))
		log({ level: 'info', msg: 'seeded reference lists', ...seeded });
	// Phones stored before there was one reading of them (issue 20) become E.164 once.
	const phones = normalizeStoredPhones(db);
	if (phones.normalized > 0) log({ level: 'info', msg: 'normalized stored phones', ...phones });
}

/** Opens the database, applies migrations, seeds empty reference lists, and listens. */
export async function startServer({
	settings,
	clock = systemClock,
	logger,
	allowedOrigins = [],
	limits = DEFAULT_LIMITS,
	worker,
}: StartOptions): Promise<RunningServer> {
	const log =
		logger ??
		(settings.logRequests
			? createPinoLogger({
					pretty: settings.logPretty,
					// Each line of a cluster says which worker wrote it.
					...(worker ? { fields: { worker: worker.slot, pid: process.pid } } : {}),
				})
			: silentLogger);
	mkdirSync(settings.uploadsDir, { recursive: true });
	const db = createDb(settings.databaseFile);
	// A worker's primary has prepared the database (and /api/ready still checks the migrations).
	if (!worker) prepareDatabase(db, log);
	refuseUnchargeablePaypal(settings.paypal.mode, db);
	const metrics = createMetrics({ databaseFile: settings.databaseFile, db });

	// Listen first: with PORT=0 the real port, and so the default public URL, is known only then.
	// The env argument carries the Node socket (client IP for login throttling): pass it through.
	let handle: (request: Request, env: unknown) => Response | Promise<Response> = () =>
		new Response('Starting', { status: 503 });
	const server = createHttpServer({
		fetch: (request, env) => handle(request, env),
		logger: log,
		timeouts: settings.timeouts,
		metrics,
	});
	const liveStreams = trackLiveStreams(server);
	let stopping = false;
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', reject);
		server.listen(settings.port, settings.host);
	});
	const { port } = server.address() as AddressInfo;
	const url = settings.appUrl ?? `http://localhost:${port}`;
	const paypal = await setUpPaypal(settings.paypal, clock, worker?.paypalSimulator ?? null);
	// Only with REDIS_URL: the default (one process) opens no connection to anything.
	const redis = settings.redis ? openRedis(settings.redis.url, settings.redis.prefix, log) : null;
	// Caches kept in memory (sessions, kept drawn pages, promoted owners) told of changes made by
	// every process; bound to the database for the code that holds only `db` (subscription-store.ts).
	const invalidation = redis ? createRedisInvalidation(redis) : createLocalInvalidation();
	bindInvalidation(db, invalidation);

	const apiDeps: ApiDeps = {
		db,
		paypal: paypal.deps,
		auth: createAuth({ db, secureCookies: settings.nodeEnv === 'production' && url.startsWith('https:') }),
		clock,
		appUrl: url,
		uploadsDir: settings.uploadsDir,
		maps: settings.maps,
		// In this process's memory when one process serves the app (docs/decisions.md); shared
		// through Redis when REDIS_URL is set, for several processes (docs/chat.md, docs/api.md "Limits").
		chatBus: redis ? createRedisChatBus(redis) : createInProcessChatBus(),
		invalidation,
		limits: countStreams(
			createLimits(limits, redis ? redisLimiter(redis.client, redis.prefix) : memoryLimiter),
			metrics,
		),
		contactEmail: settings.contactEmail,
		mailer: createServerMailer(settings, db, clock, log),
		logError: (error, context) =>
			log({ level: 'error', msg: 'error', error: error instanceof Error ? error.stack : String(error), ...context }),
	};
	const app = createApp({
		...apiDeps,
		logger: log,
		trustProxy: settings.trustProxy,
		webDist: settings.webDist,
		allowedOrigins: [...ownOrigins(settings.appUrl, port), ...allowedOrigins],
		metrics,
		metricsToken: settings.metricsToken,
		readiness: {
			paypalMode: settings.paypal.mode,
			mailTransport: settings.smtpUrl ? 'smtp' : 'outbox',
			// The local outbox is fine outside production, and where it was chosen on purpose: `npm start`
			// on a developer's machine runs production builds with LOG_MAIL_TEXT=true (scripts/start-env.mjs).
			outboxAllowed: settings.nodeEnv !== 'production' || settings.logMailText,
			stopping: () => stopping,
			...(redis ? { redisPing: () => redis.ping() } : {}),
		},
	});

	metrics.useRoutes(app.routes);
	handle = (request, env) => app.fetch(request, env as never);
	// The simulator posts its webhooks straight to this process, whatever the public APP_URL is.
	const localHost = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
	const jobs =
		!worker || worker.runsJobs
			? await startPeriodicJobs(
					apiDeps,
					paypal,
					`http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}/api/paypal/webhook`,
					log,
					metrics,
				)
			: noPeriodicJobs(paypal);

	let closing: Promise<ShutdownResult> | null = null;
	return {
		url,
		port,
		paypalSimulator: paypal.simulator,
		close() {
			closing ??= new Promise<ShutdownResult>((resolve) => {
				stopping = true;
				let forced = false;
				jobs.stopTimers();
				void app.stopDrawing();
				server.close(() => {
					clearInterval(idleTimer);
					clearTimeout(deadline);
					void jobs
						.stop()
						.then(() => redis?.close())
						.finally(() => {
							closeDatabase(db, log, worker ? 'PASSIVE' : 'TRUNCATE');
							resolve({ forced });
						});
				});
				// A stream never finishes by itself: end them now, and the browsers reconnect elsewhere.
				liveStreams.endAll();
				// Keep-alive sockets would hold close() open: drop each one as soon as it is idle (a
				// request in flight finishes first).
				const dropIdle = () => {
					if ('closeIdleConnections' in server) server.closeIdleConnections();
				};
				dropIdle();
				const idleTimer = setInterval(dropIdle, 100);
				// Past the time allowed, cut whatever is still open.
				const deadline = setTimeout(() => {
					forced = true;
					log({ level: 'warn', msg: 'shutdown time-out: closing the connections still open' });
					if ('closeAllConnections' in server) server.closeAllConnections();
				}, settings.shutdownTimeoutMs);
				deadline.unref();
			});
			return closing;
		},
	};
}

/**
 * Folds the write-ahead log into the database file, then closes it: the file left behind is whole
 * by itself (a copy of edge.sqlite alone is a full backup, and the next start has nothing to replay).
 *
 * A cluster worker checkpoints PASSIVE: it copies what it can without waiting, while TRUNCATE would
 * hold the write lock and wait for every other worker's readers (up to busy_timeout), stalling the
 * workers that still serve. The primary runs the TRUNCATE once the last worker has gone.
 */
export function closeDatabase(db: Db, log: Logger, mode: 'TRUNCATE' | 'PASSIVE' = 'TRUNCATE'): void {
	try {
		if (db.$client.open) db.$client.pragma(`wal_checkpoint(${mode})`);
	} catch (error) {
		// A reader still open elsewhere (the command line) can hold the checkpoint back: closing still
		// keeps every committed write, in the WAL.
		log({ level: 'warn', msg: 'WAL checkpoint at shutdown failed', error: String(error) });
	}
	closeDb(db);
}

/**
 * The origins a browser on this app sends: APP_URL's when it is set (never derived from the Host
 * header, which the client chooses); without it, the local default on this port under each loopback
 * name, so http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export function ownOrigins(appUrl: string | null, port: number): string[] {
	if (appUrl) return [new URL(appUrl).origin];
	return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * Live and sandbox take real money (or PayPal's test of it): without a charge rate, or with PayPal
 * plans of ours in a currency PayPal refuses (DOP, from before), nothing could be charged, so the
 * server does not start (docs/payments.md, "Going live"). The simulator mode gets a demo rate.
 */
function refuseUnchargeablePaypal(mode: Settings['paypal']['mode'], db: Db): void {
	if (mode === 'simulator') return;
	const readiness = chargeReadiness(db);
	if (!readiness.ok) throw new Error(`PAYPAL_MODE=${mode}: ${readiness.reason} (docs/payments.md, "Going live")`);
}
