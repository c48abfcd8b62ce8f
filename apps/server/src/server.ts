import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
	type ApiDeps,
	type Clock,
	createInProcessChatBus,
	createLimits,
	DEFAULT_LIMITS,
	type LimitTable,
	normalizeStoredPhones,
	systemClock,
} from '@edge/api';
import { createAuth } from '@edge/auth';
import { closeDb, createDb, migrateDb, seedReferenceData } from '@edge/db';
import type { PaypalSimulator } from '@edge/payments';
import { createApp } from './app';
import { startChatRetention } from './chat/chat-retention-job';
import type { Settings } from './env';
import { createHttpServer } from './http/node-server';
import { startUploadSweep } from './images/upload-sweep-job';
import { createJsonLogger, type Logger, silentLogger } from './log/logger';
import { createServerMailer, startMailRetention } from './mail/server-mailer';
import { setUpPaypal, startPaypalJobs } from './payments/paypal';

export interface StartOptions {
	settings: Settings;
	clock?: Clock;
	logger?: Logger;
	/** Origins besides the app's own allowed to post with the session cookie (Vite's dev server). */
	allowedOrigins?: string[];
	/** The numbers of the limits (docs/api.md "Limits"); DEFAULT_LIMITS unless a test sets others. */
	limits?: LimitTable;
}

export interface RunningServer {
	url: string;
	port: number;
	/** The PayPal simulator the server runs in simulator mode (PAYPAL_MODE), else null. */
	paypalSimulator: PaypalSimulator | null;
	/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
	close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds empty reference lists, and listens. */
export async function startServer({
	settings,
	clock = systemClock,
	logger,
	allowedOrigins = [],
	limits = DEFAULT_LIMITS,
}: StartOptions): Promise<RunningServer> {
	const log = logger ?? (settings.logRequests ? createJsonLogger() : silentLogger);
	mkdirSync(settings.uploadsDir, { recursive: true });
	const db = createDb(settings.databaseFile);
	migrateDb(db);
	const seeded = seedReferenceData(db);
	if (Object.values(seeded).some((count) => count > 0))
		log({ level: 'info', msg: 'seeded reference lists', ...seeded });
	// Phones stored before there was one reading of them (issue 20) become E.164 once.
	const phones = normalizeStoredPhones(db);
	if (phones.normalized > 0) log({ level: 'info', msg: 'normalized stored phones', ...phones });

	// Listen first: with PORT=0 the real port, and so the default public URL, is known only then.
	// The env argument carries the Node socket (client IP for login throttling): pass it through.
	let handle: (request: Request, env: unknown) => Response | Promise<Response> = () =>
		new Response('Starting', { status: 503 });
	const server = createHttpServer({
		fetch: (request, env) => handle(request, env),
		logger: log,
		timeouts: settings.timeouts,
	});
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve);
		server.once('error', reject);
		server.listen(settings.port, settings.host);
	});
	const { port } = server.address() as AddressInfo;
	const url = settings.appUrl ?? `http://localhost:${port}`;
	const paypal = await setUpPaypal(settings.paypal, clock);

	const apiDeps: ApiDeps = {
		db,
		paypal: paypal.deps,
		auth: createAuth({ db, secureCookies: settings.nodeEnv === 'production' && url.startsWith('https:') }),
		clock,
		appUrl: url,
		uploadsDir: settings.uploadsDir,
		maps: settings.maps,
		chatBus: createInProcessChatBus(),
		// In this process's memory, like the chat bus: one process serves the app (docs/decisions.md).
		limits: createLimits(limits),
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
	});

	handle = (request, env) => app.fetch(request, env as never);
	// The simulator posts its webhooks straight to this process, whatever the public APP_URL is.
	const localHost = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
	const stopPaypal = await startPaypalJobs(
		apiDeps,
		paypal,
		`http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}/api/paypal/webhook`,
		log,
	);

	const stopChatRetention = startChatRetention(apiDeps, log);
	const stopMailRetention = startMailRetention(apiDeps, log);
	const stopUploadSweep = startUploadSweep(apiDeps, log);

	let closing: Promise<void> | null = null;
	return {
		url,
		port,
		paypalSimulator: paypal.simulator,
		close() {
			closing ??= new Promise<void>((resolve) => {
				stopChatRetention();
				stopMailRetention();
				stopUploadSweep();
				void app.stopDrawing();
				server.close(() => {
					void stopPaypal().finally(() => {
						closeDb(db);
						resolve();
					});
				});
				// Keep-alive sockets would hold close() open: drop each one as soon as it is idle (a
				// request in flight finishes first), and after 5 s drop whatever is left (SSE streams).
				const dropIdle = () => {
					if ('closeIdleConnections' in server) server.closeIdleConnections();
				};
				dropIdle();
				const idleTimer = setInterval(dropIdle, 100);
				server.once('close', () => clearInterval(idleTimer));
				setTimeout(() => {
					if ('closeAllConnections' in server) server.closeAllConnections();
				}, 5_000).unref();
			});
			return closing;
		},
	};
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
