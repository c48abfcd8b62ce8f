/**
 * Our server as deployed, for Lighthouse: production mode over the data folder the bench seeded
 * (DATA_DIR), serving the production build. Started by ./lighthouse-bench.ts in its own process;
 * reports its port over IPC and stops when the bench disconnects. PayPal as in edge-server.ts.
 */
import { startScratchServer } from '../../src/scratch-server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the seeded data folder');

const server = await startScratchServer({
	env: {
		NODE_ENV: 'production',
		DATA_DIR: dataDir,
		PAYPAL_MODE: 'sandbox',
		PAYPAL_CLIENT_ID: 'bench-placeholder',
		PAYPAL_CLIENT_SECRET: 'bench-placeholder',
		PAYPAL_WEBHOOK_ID: 'bench-placeholder',
		...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
	},
	prefix: 'edge-bench-lighthouse-server-',
});
process.send?.({ port: server.port });
process.on('disconnect', () => {
	void server.stop().then(() => process.exit(0));
});
