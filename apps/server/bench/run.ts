/**
 * `npm run bench`: throughput of GET /api/v1/auth/me (valid token, real SQLite, real session check)
 * against a bare Hono JSON route measured in the same run on the same machine, so the ratio is
 * comparable across machines. Then the gzipped size of the JavaScript that / loads.
 * Targets (issue 2): ratio >= 0.5, JS < 200 KB gzipped.
 */
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { startScratchServer } from '../src/scratch-server';
import { measureHomeJs } from './home-js-size';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

async function load(url: string, headers: Record<string, string> = {}) {
	const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
	if (result.non2xx > 0 || result.errors > 0)
		throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
	return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
	const app = await startScratchServer({ env: { NODE_ENV: 'production' }, prefix: 'edge-bench-' });

	const registered = await fetch(`${app.url}/api/trpc/auth.register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({
			accountKind: 'customer',
			firstName: 'Bench',
			lastName: 'Mark',
			email: 'bench@edge.do',
			phone: '8095550000',
			password: 'BenchMark2026',
			confirmPassword: 'BenchMark2026',
			dateOfBirth: '1990-01-01',
		}),
	});
	const { result } = (await registered.json()) as { result: { data: { token: string } } };

	const bare = new Hono().get('/bare', (c) => c.json({ ok: true }));
	const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
	await new Promise((resolve) => bareServer.once('listening', resolve));
	const barePort = (bareServer.address() as { port: number }).port;

	console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback`);
	const baseline = await load(`http://127.0.0.1:${barePort}/bare`);
	const me = await load(`http://127.0.0.1:${app.port}/api/v1/auth/me`, {
		authorization: `Bearer ${result.data.token}`,
	});
	const ratio = me.rps / baseline.rps;
	console.log(`bare Hono JSON route   ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${baseline.p99} ms`);
	console.log(`GET /api/v1/auth/me    ${me.rps.toFixed(0).padStart(7)} req/s   p99 ${me.p99} ms`);
	console.log(`ratio auth/me / bare   ${ratio.toFixed(2)}   (target >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);

	bareServer.close();
	await app.stop();

	const js = await measureHomeJs();
	console.log(
		`JS loaded by / (gzip)  ${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.files} files (${js.method})   (target < 200 KB) ${js.gzipBytes < 200 * 1024 ? 'OK' : 'OVER TARGET'}`,
	);
}

await main();
