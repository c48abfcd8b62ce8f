import { loadDotEnv, readSettings, SettingsError } from './env';
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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		if (stopping) return;
		stopping = true;
		console.log(`${signal} received: finishing in-flight requests, then closing the database`);
		void server.close().then(() => process.exit(0));
	});
}
