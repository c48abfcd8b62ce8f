/**
 * Our server as it runs in production (request log on, written to this process's stdout, which the
 * bench points at a file), over a scratch data folder. Started by the bench in its own process;
 * reports its port over IPC and stops when the bench disconnects.
 *
 * PayPal is configured as in a deployment (sandbox mode, placeholder credentials: nothing on the
 * measured paths calls PayPal). Without credentials the server would run the local PayPal simulator
 * inside its own process, a development stand-in for an external service; its HTTP traffic at start
 * shares Hono's and the adapter's code with the app and measurably slows the app's hot paths
 * (about 5%), which is not what a deployment pays (docs/bench.md).
 */
import { startScratchServer } from '../../src/scratch-server';

const server = await startScratchServer({
	env: {
		NODE_ENV: 'production',
		LOG_REQUESTS: 'true',
		PAYPAL_MODE: 'sandbox',
		PAYPAL_CLIENT_ID: 'bench-placeholder',
		PAYPAL_CLIENT_SECRET: 'bench-placeholder',
		PAYPAL_WEBHOOK_ID: 'bench-placeholder',
		// WEB_DIST passes through so a test can point the bench at a small build of its own.
		...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
	},
	prefix: 'edge-bench-',
});
process.send?.({ port: server.port });
process.on('disconnect', () => {
	void server.stop().then(() => process.exit(0));
});
