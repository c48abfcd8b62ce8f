import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
	changeChargeRate,
	chargeRateView,
	createMailer,
	parseRate,
	reconcileSubscriptions,
	syncPaypalCatalog,
	systemClock,
} from '@edge/api';
import { closeDb, createDb, migrateDb, seedReferenceData } from '@edge/db';
import { createPaymentGateway, SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '@edge/payments';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { BACKUP_HELP, isBackupCommand, runBackupCommand } from './backup-commands';
import { isStaffCommand, runStaffCommand, STAFF_HELP } from './staff-commands';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const HELP = `Usage: npm run cli -- <command>

Commands:
  paypal:sync        create the PayPal product and plans (idempotent) and store their PayPal ids
  paypal:reconcile   re-read from PayPal every subscription whose state may be stale
  payments:rate RATE set the DOP$ per US$ that prices are charged at (e.g. 59.00): updates the PayPal
                     plans' pricing from each subscription's next cycle and mails their subscribers
                     (SMTP_URL, MAIL_FROM; the local outbox without SMTP_URL). Run again after a
                     failure: it finishes what is left. Without RATE: prints the rate in force.
${STAFF_HELP}
${BACKUP_HELP}
  help               show this help

Settings (environment or .env, as for the server): DATA_DIR, APP_URL, PAYPAL_MODE, PAYPAL_CLIENT_ID,
PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_TIMEOUT_MS. In simulator mode the commands talk to
the simulator of the running server (its URL is in DATA_DIR/paypal-simulator.url) or to
PAYPAL_SIMULATOR_URL. The staff:* commands need only DATA_DIR (no PayPal, no running server), as do
backup (beside the running server or not) and restore (into an empty DATA_DIR, server stopped).
`;

const envSchema = z.object({
	DATA_DIR: z.string().min(1).default('./data'),
	APP_URL: z.url().optional(),
	PAYPAL_MODE: z.enum(['simulator', 'sandbox', 'live']).optional(),
	PAYPAL_CLIENT_ID: z.string().min(1).optional(),
	PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
	PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
	PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
	PAYPAL_SIMULATOR_URL: z.url().optional(),
	SMTP_URL: z.url().optional(),
	MAIL_FROM: z.string().min(3).default('Edge <no-reply@edge.do>'),
});

class UsageError extends Error {}

function paypalSettings(env: NodeJS.ProcessEnv) {
	const parsed = envSchema.safeParse(env);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new UsageError(`Invalid environment setting ${issue?.path.join('.')}: ${issue?.message}`);
	}
	const e = parsed.data;
	const dataDir = resolve(REPO_ROOT, e.DATA_DIR);
	const mode = e.PAYPAL_MODE ?? (e.PAYPAL_CLIENT_ID ? 'sandbox' : 'simulator');
	let simulatorUrl = e.PAYPAL_SIMULATOR_URL;
	if (mode === 'simulator' && !simulatorUrl) {
		const urlFile = resolve(dataDir, 'paypal-simulator.url');
		if (!existsSync(urlFile))
			throw new UsageError('Simulator mode: start the server first (npm start) or set PAYPAL_SIMULATOR_URL');
		simulatorUrl = readFileSync(urlFile, 'utf8').trim();
	}
	if (mode !== 'simulator' && !(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET))
		throw new UsageError(`PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when PAYPAL_MODE is ${mode}`);
	return {
		databaseFile: resolve(dataDir, 'edge.sqlite'),
		smtpUrl: e.SMTP_URL ?? null,
		mailFrom: e.MAIL_FROM,
		appUrl: e.APP_URL ?? 'http://localhost:3000',
		webhookId: e.PAYPAL_WEBHOOK_ID ?? '',
		gateway: createPaymentGateway({
			mode,
			// The server's simulator accepts only its configured credentials, the same defaults as here.
			clientId: e.PAYPAL_CLIENT_ID ?? SIMULATOR_CLIENT_ID,
			clientSecret: e.PAYPAL_CLIENT_SECRET ?? SIMULATOR_CLIENT_SECRET,
			simulatorUrl,
			timeoutMs: e.PAYPAL_TIMEOUT_MS,
		}),
	};
}

/** Exit codes: 0 done, 1 failure (staff:*: no such user; backup, restore: refused), 2 bad usage or settings. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
	const [command, ...args] = argv;
	if (!command || command === 'help' || command === '--help') {
		console.log(HELP);
		return command ? 0 : 2;
	}
	if (isStaffCommand(command)) return runStaffCommand(command, args, env, HELP);
	if (isBackupCommand(command)) return runBackupCommand(command, args, env, HELP);
	if (command !== 'paypal:sync' && command !== 'paypal:reconcile' && command !== 'payments:rate') {
		console.error(`Unknown command: ${command}\n\n${HELP}`);
		return 2;
	}
	let settings: ReturnType<typeof paypalSettings>;
	try {
		settings = paypalSettings(env);
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		console.error(error.message);
		return 2;
	}
	const rateCents = command === 'payments:rate' && args[0] !== undefined ? parseRate(args[0]) : undefined;
	if (rateCents === null) {
		console.error(`payments:rate takes the DOP$ per US$ as a positive amount, e.g. 59.00 (got ${args[0]})`);
		return 2;
	}
	const db = createDb(settings.databaseFile);
	const { smtpUrl, mailFrom } = settings;
	const deps = {
		db,
		clock: systemClock,
		// Rate changes mail the subscribers: SMTP as the server sends, else the local outbox.
		mailer: createMailer({
			db,
			clock: systemClock,
			from: mailFrom,
			smtp: smtpUrl ? nodemailer.createTransport(smtpUrl) : null,
			log: (line) => console.log(line),
			logLocalText: false,
		}),
		appUrl: settings.appUrl,
		paypal: { gateway: settings.gateway, webhookId: settings.webhookId },
		logError: (error: unknown, context: Record<string, unknown>) =>
			console.error(JSON.stringify({ level: 'error', error: String(error), ...context })),
	};
	try {
		migrateDb(db);
		seedReferenceData(db);
		if (command === 'paypal:sync') {
			const summary = await syncPaypalCatalog(deps);
			console.log(
				`PayPal plans: created ${summary.created.join(', ') || 'none'}; kept ${summary.kept.join(', ') || 'none'}; repriced ${summary.repriced.map((plan) => plan.planId).join(', ') || 'none'}`,
			);
			return 0;
		}
		if (command === 'payments:rate') return await runRateCommand(deps, rateCents);
		const summary = await reconcileSubscriptions(deps);
		console.log(`Reconciled ${summary.checked} subscriptions: ${summary.changed} changed, ${summary.failed} failed`);
		return summary.failed > 0 ? 1 : 0;
	} catch (error) {
		console.error(error instanceof Error ? error.message : String(error));
		return 1;
	} finally {
		closeDb(db);
	}
}

/** `payments:rate [RATE]`: the rate in force, or a new one carried to PayPal and the subscribers. */
async function runRateCommand(
	deps: Parameters<typeof changeChargeRate>[0],
	rateCents: number | undefined,
): Promise<number> {
	const show = (cents: number) => `DOP$ ${(cents / 100).toFixed(2)} per US$`;
	if (rateCents === undefined) {
		const rate = chargeRateView(deps);
		console.log(
			rate
				? `Charge rate: DOP$ ${rate.rate} per ${rate.currency === 'USD' ? 'US$' : rate.currency}`
				: 'No charge rate is set',
		);
		return 0;
	}
	const change = await changeChargeRate(deps, rateCents);
	console.log(
		change.fromCents === change.toCents
			? `Charge rate unchanged: ${show(change.toCents)}`
			: `Charge rate: ${change.fromCents === null ? 'none' : show(change.fromCents)} -> ${show(change.toCents)}`,
	);
	const { created, repriced } = change.sync;
	console.log(
		`PayPal plans repriced from each subscription's next cycle: ${repriced.map((plan) => `${plan.planId} ${(plan.fromCents / 100).toFixed(2)} -> ${(plan.toCents / 100).toFixed(2)} ${plan.currency}`).join(', ') || 'none'}${created.length ? `; created ${created.join(', ')}` : ''}`,
	);
	console.log(`Subscribers told by mail: ${change.mailed}`);
	return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const { loadEnvFile } = process;
	const dotEnv = resolve(REPO_ROOT, '.env');
	if (existsSync(dotEnv)) loadEnvFile(dotEnv);
	process.exitCode = await runCli(process.argv.slice(2));
}
