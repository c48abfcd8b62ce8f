/**
 * Our server for the chat bench, as ./servers/edge-server.ts runs it (production, request log to
 * this process's stdout, PayPal configured but never called), in its own process. It also reports
 * its SQLite file over IPC: the bench writes the users, sessions and conversations there before
 * the run (1,000 sign-ups over HTTP would time the password hash, not the chat).
 */
import { DEFAULT_LIMITS } from '@edge/api';
import { startScratchServer } from '../../src/scratch-server';

const server = await startScratchServer({
	// The bench's 1,000 subscribers are one process on one address: past the production cap of
	// streams per address (docs/api.md "Limits"), which a real crowd of users does not share.
	limits: { ...DEFAULT_LIMITS, 'streams:ip': { points: 100_000, durationSec: 0 } },
	env: {
		NODE_ENV: 'production',
		LOG_REQUESTS: 'true',
		PAYPAL_MODE: 'sandbox',
		PAYPAL_CLIENT_ID: 'bench-placeholder',
		PAYPAL_CLIENT_SECRET: 'bench-placeholder',
		PAYPAL_WEBHOOK_ID: 'bench-placeholder',
	},
	prefix: 'edge-bench-chat-',
});
process.send?.({ port: server.port, databaseFile: server.settings.databaseFile });
process.on('disconnect', () => {
	void server.stop().then(() => process.exit(0));
});
