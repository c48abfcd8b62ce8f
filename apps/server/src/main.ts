import cluster from 'node:cluster';
import { runPrimary } from './cluster/cluster-primary';
import { type WorkerRole, workerRoleFromEnv } from './cluster/worker-role';
import { loadDotEnv, readSettings, type Settings, SettingsError } from './env';
import { flushLogs } from './log/logger';
import { startServer } from './server';

loadDotEnv();
let settings: Settings;
try {
	settings = readSettings();
} catch (error) {
	if (error instanceof SettingsError) {
		console.error(error.message);
		process.exit(1);
	}
	throw error;
}

if (settings.webConcurrency > 1 && cluster.isPrimary) {
	// WEB_CONCURRENCY > 1: this process migrates, forks the workers (which run this file again, as
	// cluster workers, and take the branch below) and looks after them; it serves nothing itself.
	await runPrimary(settings);
} else {
	await serve(settings, cluster.isWorker ? workerRoleFromEnv(process.env) : undefined);
}

/** The server in this process: the one process (the default), or one worker of a cluster. */
async function serve(settings: Settings, worker: WorkerRole | undefined) {
	const server = await startServer({
		settings,
		allowedOrigins: settings.nodeEnv === 'development' ? ['http://localhost:5173'] : [],
		worker,
	});
	// A worker's lines name it; the primary says "Edge is running" once every worker listens.
	const who = worker ? `Worker ${worker.slot} (pid ${process.pid}): ` : '';
	if (worker) {
		console.log(
			`${who}serving ${server.url}${worker.runsJobs ? '; runs the periodic jobs (chat retention, mail outbox pruning, upload sweep, paypal reconcile)' : ''}`,
		);
		// The primary says Edge is running once every worker has sent this: set up, not merely listening.
		process.send?.({ edge: 'serving', port: server.port });
	} else {
		console.log(`Edge is running on ${server.url} (data in ${settings.dataDir})`);
		if (server.paypalSimulator)
			console.log(`PayPal simulator (PAYPAL_MODE=simulator) on ${server.paypalSimulator.url}`);
	}

	/**
	 * A stop (docs/operations.md): SIGTERM from the service manager or SIGINT (Ctrl+C). The server stops
	 * accepting, ends live streams, lets requests in flight finish within SHUTDOWN_TIMEOUT_MS, closes the
	 * database, writes out the logs, and the process exits 0; 1 when it had to cut requests, or when
	 * closing itself hangs past the time-out (the backstop below). A second signal does not hurry it: a
	 * service manager that wants it gone sooner sends SIGKILL. A cluster worker gets the signal from its
	 * primary (and from the terminal's Ctrl+C directly: the same stop, once). A worker whose primary dies
	 * is ended by Node's cluster itself, at once, when the IPC channel closes.
	 */
	let stopping = false;
	const stop = (reason: string) => {
		if (stopping) return;
		stopping = true;
		console.log(`${who}${reason}: finishing in-flight requests, then closing the database`);
		const backstop = setTimeout(() => {
			console.error(`${who}Shutdown did not finish in time: exiting`);
			process.exit(1);
		}, settings.shutdownTimeoutMs + 2_000);
		backstop.unref();
		void server.close().then(
			async ({ forced }) => {
				// The log lines gathered since the last batch (the last requests' among them) go out first.
				await flushLogs();
				console.log(`${who}${forced ? 'Stopped: requests still open at the time-out were cut' : 'Stopped'}`);
				process.exit(forced ? 1 : 0);
			},
			(error: unknown) => {
				console.error(`${who}Shutdown failed`, error);
				process.exit(1);
			},
		);
	};
	for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(`${signal} received`));
}
