/**
 * Our server as `npm start` runs it in production (request log on, written to this process's
 * stdout, which the bench points at a file), over a scratch data folder. Started by the bench in its
 * own process; reports its port over IPC and stops when the bench disconnects.
 */
import { startScratchServer } from '../../src/scratch-server';

const server = await startScratchServer({
	// WEB_DIST passes through so a test can point the bench at a small build of its own.
	env: {
		NODE_ENV: 'production',
		LOG_REQUESTS: 'true',
		...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
	},
	prefix: 'edge-bench-',
});
process.send?.({ port: server.port });
process.on('disconnect', () => {
	void server.stop().then(() => process.exit(0));
});
