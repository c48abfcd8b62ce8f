import cluster, { type Worker } from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { systemClock } from '@edge/api';
import { closeDb, createDb } from '@edge/db';
import type { PaypalSimulator } from '@edge/payments';
import type { Settings } from '../env';
import { silentLogger } from '../log/logger';
import { startLocalSimulator } from '../payments/paypal';
import { closeDatabase, prepareDatabase } from '../server';
import { answerMetricsRequests } from './cluster-metrics';
import { restartDelayMs } from './restart-backoff';
import { JOBS_SLOT, workerEnv } from './worker-role';

interface Slot {
	slot: number;
	worker: Worker | null;
	startedAt: number;
	/** Deaths in a row, each soon after its start: what the back-off grows with. */
	quickDeaths: number;
	restartTimer: NodeJS.Timeout | null;
}

/**
 * The primary of WEB_CONCURRENCY > 1 (docs/operations.md, "Several processes"): prepares the
 * database once (migrations, reference lists) before any worker opens it, runs the PayPal simulator
 * in simulator mode, forks the workers, which all listen on the one port (cluster's shared handle,
 * each worker accepting from it: below), restarts a worker that dies (with a back-off), and on SIGTERM
 * or SIGINT stops them all the clean way. It serves no request itself, but sums the workers' metrics
 * for the one that takes a GET /metrics (./cluster-metrics.ts).
 */
export async function runPrimary(settings: Settings): Promise<void> {
	const count = settings.webConcurrency;
	// Each worker accepts from the one listening socket itself, rather than the primary accepting and
	// handing each connection over (round-robin, Node's default on Linux). A connection handed to a
	// worker in the moment it dies is lost in round-robin: the client waits until its own time-out
	// and the primary keeps the socket open for good. Accepting in the workers leaves a dead worker's
	// queued connections to the others. docs/decisions.md (D124) has the
	// measurement; NODE_CLUSTER_SCHED_POLICY=rr (Node's own setting) still picks round-robin.
	if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
	const say = (line: string) => console.log(`Primary (pid ${process.pid}): ${line}`);
	const complain = (line: string) => console.error(`Primary (pid ${process.pid}): ${line}`);

	mkdirSync(settings.uploadsDir, { recursive: true });
	const db = createDb(settings.databaseFile);
	try {
		prepareDatabase(db, silentLogger);
	} finally {
		closeDb(db);
	}
	say(`database migrated (${settings.databaseFile}); forking ${count} workers`);

	const simulator: PaypalSimulator | null =
		settings.paypal.mode === 'simulator' ? await startLocalSimulator(settings.paypal, systemClock) : null;
	const shared = simulator ? { url: simulator.url, webhookId: simulator.webhookId } : null;

	const slots: Slot[] = Array.from({ length: count }, (_, index) => ({
		slot: index + 1,
		worker: null,
		startedAt: 0,
		quickDeaths: 0,
		restartTimer: null,
	}));
	let running = false;
	let stopping = false;
	const exitCodes: (number | null)[] = [];

	const fork = (slot: Slot) => {
		slot.restartTimer = null;
		slot.startedAt = Date.now();
		const worker = cluster.fork(
			workerEnv({ slot: slot.slot, runsJobs: slot.slot === JOBS_SLOT, paypalSimulator: shared }),
		);
		slot.worker = worker;
		worker.once('exit', (code, signal) => onExit(slot, worker, code, signal));
	};

	const onExit = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
		if (slot.worker === worker) slot.worker = null;
		const how = signal ? `signal ${signal}` : `code ${code}`;
		if (stopping) {
			exitCodes.push(signal ? null : code);
			if (slots.every((s) => s.worker === null)) void finish();
			return;
		}
		if (!running) {
			// A worker that cannot start (the port taken, a bad database) would fail the same way again:
			// stop, as the one process stops when it cannot start.
			complain(`worker ${slot.slot} (pid ${worker.process.pid}) exited (${how}) before the cluster was up: stopping`);
			void stopAll(1);
			return;
		}
		slot.quickDeaths = Date.now() - slot.startedAt < QUICK_DEATH_MS ? slot.quickDeaths + 1 : 0;
		const delay = restartDelayMs(slot.quickDeaths);
		complain(
			`worker ${slot.slot} (pid ${worker.process.pid}) died (${how}): restarting it${delay > 0 ? ` in ${delay} ms (died ${slot.quickDeaths} times in a row soon after starting)` : ''}${slot.slot === JOBS_SLOT ? '; the new one runs the periodic jobs' : ''}`,
		);
		slot.restartTimer = setTimeout(() => fork(slot), delay);
	};

	// Each worker sends { edge: 'serving' } once its server is set up (main.ts), which is later than
	// cluster's 'listening': a worker listens first and answers 503 until the app is ready.
	let serving = 0;
	cluster.on('message', (_worker, message: { edge?: string; port?: number }) => {
		if (message?.edge !== 'serving' || running) return;
		serving += 1;
		if (serving < count) return;
		running = true;
		const port = message.port ?? settings.port;
		const url = settings.appUrl ?? `http://localhost:${port}`;
		// The simulator posts its webhooks to the shared port: whichever worker takes the connection.
		simulator?.setWebhookUrl(`http://127.0.0.1:${port}/api/paypal/webhook`);
		console.log(`Edge is running on ${url} with ${count} workers (data in ${settings.dataDir})`);
		if (simulator) console.log(`PayPal simulator (PAYPAL_MODE=simulator) on ${simulator.url}`);
	});

	let exitWith = 0;
	const stopAll = (code: number) => {
		if (stopping) return;
		stopping = true;
		exitWith = code;
		for (const slot of slots) {
			if (slot.restartTimer) clearTimeout(slot.restartTimer);
			slot.restartTimer = null;
		}
		const alive = slots.filter((s) => s.worker !== null);
		if (alive.length === 0) {
			void finish();
			return;
		}
		// Each worker runs the one process's stop (main.ts): no new connections, streams ended,
		// requests in flight finished within SHUTDOWN_TIMEOUT_MS, the database closed, the logs out.
		for (const slot of alive) slot.worker?.process.kill('SIGTERM');
		const backstop = setTimeout(() => {
			complain('workers still running past the shutdown time-out: killing them');
			for (const slot of slots) slot.worker?.process.kill('SIGKILL');
			process.exit(1);
		}, settings.shutdownTimeoutMs + 4_000);
		backstop.unref();
	};

	let finishing = false;
	const finish = async () => {
		if (finishing) return;
		finishing = true;
		await simulator?.stop();
		// The last one out folds the WAL into the file (the workers only checkpoint PASSIVE), so the
		// file left behind is whole by itself, as after the one process stops.
		try {
			closeDatabase(createDb(settings.databaseFile), silentLogger, 'TRUNCATE');
		} catch (error) {
			// Every committed write is in the file or its WAL either way; the next start replays the WAL.
			complain(`the WAL checkpoint at the stop failed: ${String(error)}`);
		}
		const clean = exitWith === 0 && exitCodes.every((code) => code === 0);
		say(clean ? 'Stopped: every worker closed cleanly' : 'Stopped: a worker did not close cleanly');
		process.exit(clean ? 0 : 1);
	};

	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.on(signal, () => {
			if (stopping) return;
			say(`${signal} received: stopping the workers`);
			stopAll(0);
		});
	}

	answerMetricsRequests(complain);
	for (const slot of slots) fork(slot);
}

/** A worker that dies sooner than this after it started counts towards the back-off. */
const QUICK_DEATH_MS = 10_000;
