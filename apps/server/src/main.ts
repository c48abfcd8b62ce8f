import { loadDotEnv, readSettings, SettingsError } from './env';
import { flushLogs } from './log/logger';
import { startServer } from './server';

loadDotEnv();
let settings: ReturnType<typeof readSettings>;
try {
	settings = readSettings();
} catch (error) {
	if (error instanceof SettingsError) {
		console.error(error.message);
		process.exit(1);
	}
	throw error;
}

const server = await startServer({
	settings,
	allowedOrigins: settings.nodeEnv === 'development' ? ['http://localhost:5173'] : [],
});
console.log(`Edge is running on ${server.url} (data in ${settings.dataDir})`);
if (server.paypalSimulator) console.log(`PayPal simulator (PAYPAL_MODE=simulator) on ${server.paypalSimulator.url}`);

/**
 * A stop (docs/operations.md): SIGTERM from the service manager or SIGINT (Ctrl+C). The server stops
 * accepting, ends live streams, lets requests in flight finish within SHUTDOWN_TIMEOUT_MS, closes the
 * database, writes out the logs, and the process exits 0; 1 when it had to cut requests, or when
 * closing itself hangs past the time-out (the backstop below). A second signal does not hurry it: a
 * service manager that wants it gone sooner sends SIGKILL.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		if (stopping) return;
		stopping = true;
		console.log(`${signal} received: finishing in-flight requests, then closing the database`);
		const backstop = setTimeout(() => {
			console.error('Shutdown did not finish in time: exiting');
			process.exit(1);
		}, settings.shutdownTimeoutMs + 2_000);
		backstop.unref();
		void server.close().then(
			async ({ forced }) => {
				// The log lines gathered since the last batch (the last requests' among them) go out first.
				await flushLogs();
				console.log(forced ? 'Stopped: requests still open at the time-out were cut' : 'Stopped');
				process.exit(forced ? 1 : 0);
			},
			(error: unknown) => {
				console.error('Shutdown failed', error);
				process.exit(1);
			},
		);
	});
}
