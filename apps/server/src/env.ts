import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Repository root, so relative defaults work whatever directory the process starts in. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Every setting of the server; .env.example documents each one. */
const envSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	DATA_DIR: z.string().min(1).default('./data'),
	APP_URL: z.url().optional(),
	TRUST_PROXY: booleanString.default(false),
	SMTP_URL: z.url().optional(),
	MAIL_FROM: z.string().min(3).default('Edge <no-reply@edge.do>'),
	CONTACT_EMAIL: z.email().default('hola@edge.do'),
	LOG_MAIL_TEXT: booleanString.optional(),
	LOG_REQUESTS: booleanString.default(true),
	LOG_PRETTY: booleanString.optional(),
	METRICS_TOKEN: z.string().min(16).optional(),
	WEB_DIST: z.string().min(1).optional(),
	HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
	REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
	PAYPAL_MODE: z.enum(['simulator', 'sandbox', 'live']).optional(),
	PAYPAL_CLIENT_ID: z.string().min(1).optional(),
	PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
	PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
	PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
	MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
	MAP_ATTRIBUTION: z
		.string()
		.min(1)
		.default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
	ROUTING_URL: z.url().optional(),
	REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
	REDIS_PREFIX: z.string().min(1).max(100).default('edge:'),
	WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export interface PaypalSettings {
	/** simulator: the local PayPal simulator, started by the server itself (the default without credentials). */
	mode: 'simulator' | 'sandbox' | 'live';
	clientId: string | null;
	clientSecret: string | null;
	webhookId: string | null;
	timeoutMs: number;
	/** The simulator keeps its state here, under DATA_DIR. */
	simulatorStateFile: string;
	/** The server writes the simulator's URL here, for `npm run cli -- paypal:*` in simulator mode. */
	simulatorUrlFile: string;
}

export interface MapSettings {
	/** Leaflet tile URL template ({z}/{x}/{y}, optional {s}); its origin is allowed in the page's CSP. */
	tileUrl: string;
	/** HTML attribution the tile provider requires. */
	attribution: string;
	/** An OSRM-compatible routing service for travel times; null estimates from distance. */
	routingUrl: string | null;
}

export interface Settings {
	nodeEnv: 'development' | 'production' | 'test';
	port: number;
	host: string;
	dataDir: string;
	databaseFile: string;
	uploadsDir: string;
	/** APP_URL when set; otherwise null and the server uses http://localhost:<the port it got>. */
	appUrl: string | null;
	trustProxy: boolean;
	smtpUrl: string | null;
	mailFrom: string;
	contactEmail: string;
	/** Without SMTP_URL, log each mail's text (reset links included): development only by default. */
	logMailText: boolean;
	logRequests: boolean;
	/** Human-readable log lines (pino-pretty) instead of JSON: LOG_PRETTY, else development at a terminal. */
	logPretty: boolean;
	/** Bearer token that opens GET /metrics to a scraper off this machine; null: loopback only. */
	metricsToken: string | null;
	webDist: string;
	/** Time allowed to receive a request's headers, then the whole request (body included). */
	timeouts: { headersMs: number; requestMs: number };
	/**
	 * How long a stop (SIGTERM, SIGINT) lets in-flight requests finish before it cuts them and the
	 * process exits 1 (docs/operations.md); a clean stop exits 0.
	 */
	shutdownTimeoutMs: number;
	paypal: PaypalSettings;
	maps: MapSettings;
	/**
	 * REDIS_URL: the chat bus and the limits shared through Redis by several server processes
	 * (docs/chat.md, docs/api.md "Limits"); null (the default): in this process's memory, no Redis.
	 * The prefix starts every Redis key and channel (REDIS_PREFIX), so deployments can share a Redis.
	 */
	redis: { url: string; prefix: string } | null;
	/**
	 * WEB_CONCURRENCY: how many server processes serve the one port. 1 (the default) is one process,
	 * no cluster; more runs a primary that forks that many workers (src/cluster/, docs/operations.md)
	 * and needs REDIS_URL.
	 */
	webConcurrency: number;
}

export class SettingsError extends Error {}

/**
 * Without PAYPAL_MODE: the simulator in development and tests (`npm start` on a fresh clone works with
 * no PayPal account), sandbox when a client id is given. In production nothing is guessed: the
 * simulator's approval page grants a paid plan without any money moving, so a deployment that forgot
 * its PayPal settings must not start on it silently.
 */
function defaultPaypalMode(nodeEnv: Settings['nodeEnv'], clientId: string | undefined): PaypalSettings['mode'] {
	if (nodeEnv === 'production') {
		throw new SettingsError(
			'Invalid environment setting\n  PAYPAL_MODE: required when NODE_ENV is production. Set PAYPAL_MODE=live (or sandbox) ' +
				'with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID (docs/payments.md, "Going live"), or ' +
				'PAYPAL_MODE=simulator to run the local PayPal simulator, whose approval page grants paid plans without any money moving',
		);
	}
	return clientId ? 'sandbox' : 'simulator';
}

/**
 * Reads the settings once. A bad value throws a SettingsError naming the variable, and main.ts
 * stops the process with that message.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
	const parsed = envSchema.safeParse(env);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
		throw new SettingsError(`Invalid environment setting\n  ${lines.join('\n  ')}`);
	}
	const e = parsed.data;
	if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
		throw new SettingsError('Invalid environment setting\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
	}
	if (e.WEB_CONCURRENCY > 1 && !e.REDIS_URL) {
		// Each process would keep its own live events and limits: a chat message sent to one would never
		// reach a stream held by another, with nothing to say so. Refuse rather than split silently.
		throw new SettingsError(
			`Invalid environment setting\n  WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} processes need REDIS_URL, which carries the ` +
				'live events and the limits between them (docs/operations.md, "Several processes"). Set REDIS_URL, or ' +
				'WEB_CONCURRENCY=1 for one process without Redis',
		);
	}
	const dataDir = resolve(REPO_ROOT, e.DATA_DIR);
	const paypalMode = e.PAYPAL_MODE ?? defaultPaypalMode(e.NODE_ENV, e.PAYPAL_CLIENT_ID);
	if (paypalMode !== 'simulator') {
		const missing = (['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const).filter(
			(name) => !e[name],
		);
		if (missing.length > 0) {
			throw new SettingsError(
				`Invalid environment setting\n  ${missing.map((name) => `${name}: required when PAYPAL_MODE is ${paypalMode}`).join('\n  ')}`,
			);
		}
	}
	return {
		nodeEnv: e.NODE_ENV,
		port: e.PORT,
		host: e.HOST,
		dataDir,
		databaseFile: resolve(dataDir, 'edge.sqlite'),
		uploadsDir: resolve(dataDir, 'uploads'),
		appUrl: e.APP_URL ? e.APP_URL.replace(/\/$/, '') : null,
		trustProxy: e.TRUST_PROXY,
		smtpUrl: e.SMTP_URL ?? null,
		mailFrom: e.MAIL_FROM,
		contactEmail: e.CONTACT_EMAIL,
		logMailText: e.LOG_MAIL_TEXT ?? e.NODE_ENV === 'development',
		logRequests: e.LOG_REQUESTS,
		logPretty: e.LOG_PRETTY ?? (e.NODE_ENV === 'development' && process.stdout.isTTY === true),
		metricsToken: e.METRICS_TOKEN ?? null,
		webDist: resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
		timeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: e.REQUEST_TIMEOUT_MS },
		shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
		paypal: {
			mode: paypalMode,
			clientId: e.PAYPAL_CLIENT_ID ?? null,
			clientSecret: e.PAYPAL_CLIENT_SECRET ?? null,
			webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
			timeoutMs: e.PAYPAL_TIMEOUT_MS,
			simulatorStateFile: resolve(dataDir, 'paypal-simulator.json'),
			simulatorUrlFile: resolve(dataDir, 'paypal-simulator.url'),
		},
		maps: {
			tileUrl: e.MAP_TILE_URL,
			attribution: e.MAP_ATTRIBUTION,
			routingUrl: e.ROUTING_URL ? e.ROUTING_URL.replace(/\/$/, '') : null,
		},
		redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
		webConcurrency: e.WEB_CONCURRENCY,
	};
}

/** Loads ./.env into process.env when present; real environment variables win. */
export function loadDotEnv(file = resolve(REPO_ROOT, '.env')): void {
	if (existsSync(file)) process.loadEnvFile(file);
}
