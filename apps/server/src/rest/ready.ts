import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chargeReadiness } from '@edge/api';
import { type Db, MIGRATIONS_FOLDER } from '@edge/db';
import { jsonTextResponse } from './json-response';

/** What the server knows of its own set-up that the readiness checks judge. */
export interface Readiness {
	/** PAYPAL_MODE; null where payments are not set up at all. */
	paypalMode: 'simulator' | 'sandbox' | 'live' | null;
	/** SMTP when SMTP_URL is set, else the local outbox (the mail_outbox table). */
	mailTransport: 'smtp' | 'outbox';
	/** The local outbox serves development and tests; in production mail must reach people. */
	outboxAllowed: boolean;
	/** True once shutdown began: the process still answers, but new work belongs elsewhere. */
	stopping: () => boolean;
	/**
	 * Whether Redis answers a PING, when REDIS_URL is set (docs/operations.md); absent without it,
	 * and then /api/ready has no `redis` check.
	 */
	redisPing?: () => Promise<boolean>;
}

interface Check {
	ok: boolean;
	[detail: string]: unknown;
}

/** The last migration of the journal the code ships (drizzle/meta/_journal.json). */
function latestShippedMigration(): { tag: string; when: number } | null {
	try {
		const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
			entries: { tag: string; when: number }[];
		};
		return journal.entries.at(-1) ?? null;
	} catch {
		return null;
	}
}

/**
 * GET /api/ready (docs/api.md "Health and readiness"): whether this process can serve, as a load
 * balancer or an orchestrator asks before sending traffic. /api/health only says the process
 * answers. Each check is cheap (two indexed reads; a Redis PING, at most a second, when REDIS_URL is
 * set), so it can be polled every few seconds.
 */
export function readyHandler(db: Db, readiness: Readiness) {
	// Read once: the journal only changes with a new release, which is a new process.
	const shipped = latestShippedMigration();

	function database(): Check {
		try {
			db.$client.prepare('select 1').get();
			return { ok: true };
		} catch {
			return { ok: false, reason: 'the database does not answer' };
		}
	}

	function migrations(): Check {
		if (!shipped) return { ok: false, reason: 'the migration journal cannot be read' };
		try {
			// drizzle's migrator records each applied migration with its journal time as created_at.
			const applied = db.$client
				.prepare('select created_at as createdAt from __drizzle_migrations order by created_at desc limit 1')
				.get() as { createdAt: number | string } | undefined;
			const last = applied ? Number(applied.createdAt) : 0;
			if (last === shipped.when) return { ok: true, latest: shipped.tag };
			const reason =
				last > shipped.when
					? 'the database has migrations newer than this release'
					: `the database does not have ${shipped.tag} applied`;
			return { ok: false, latest: shipped.tag, reason };
		} catch {
			return { ok: false, latest: shipped.tag, reason: 'the applied migrations cannot be read' };
		}
	}

	function paypal(): Check {
		if (!readiness.paypalMode) return { ok: false, reason: 'payments are not set up' };
		const mode = readiness.paypalMode;
		let charge: ReturnType<typeof chargeReadiness>;
		try {
			charge = chargeReadiness(db);
		} catch {
			return { ok: false, mode, reason: 'the charge rate cannot be read' };
		}
		const { ok, ...shown } = charge;
		// Live and sandbox must be able to charge (docs/payments.md, "Going live"); the simulator's
		// state is reported, and judged by the simulator itself.
		return { ok: ok || mode === 'simulator', mode, ...shown };
	}

	function mail(): Check {
		if (readiness.mailTransport === 'smtp' || readiness.outboxAllowed)
			return { ok: true, transport: readiness.mailTransport };
		return { ok: false, transport: 'outbox', reason: 'SMTP_URL is not set' };
	}

	async function redis(ping: () => Promise<boolean>): Promise<Check> {
		return (await ping()) ? { ok: true } : { ok: false, reason: 'Redis does not answer' };
	}

	return async () => {
		const checks: Record<string, Check> = {
			database: database(),
			migrations: migrations(),
			paypal: paypal(),
			mail: mail(),
			shutdown: readiness.stopping() ? { ok: false, reason: 'shutting down' } : { ok: true },
		};
		if (readiness.redisPing) checks.redis = await redis(readiness.redisPing);
		const failed = Object.keys(checks).filter((name) => !checks[name]?.ok);
		return failed.length === 0
			? jsonTextResponse(JSON.stringify({ status: 'ready', checks }), 200)
			: jsonTextResponse(JSON.stringify({ status: 'not ready', failed, checks }), 503);
	};
}
