import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Headers a proxy adds: with any of them the socket's address is the proxy's, not the client's. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus's text format, for a scraper holding `Authorization: Bearer
 * METRICS_TOKEN`, or for a client on this machine (loopback) that no proxy stands in front of.
 * Anyone else gets a 404, as if there were nothing here (docs/operations.md, "Metrics").
 */
export function metricsHandler(metrics: Pick<Metrics, 'scrape' | 'registry'>, token: string | null) {
	// Compared as digests: equal lengths whatever was sent, and timingSafeEqual never short-cuts.
	const expected = token ? sha256(token) : null;
	const bearerMatches = (header: string | undefined) => {
		if (!expected || !header?.startsWith('Bearer ')) return false;
		return timingSafeEqual(sha256(header.slice('Bearer '.length).trim()), expected);
	};
	return async (c: Context) => {
		if (!bearerMatches(c.req.header('authorization')) && !fromLoopback(c)) {
			return c.text('Not Found', 404, { 'cache-control': 'no-store' });
		}
		let body: string;
		try {
			body = await metrics.scrape();
		} catch {
			// In a cluster: the primary, or a worker it asked, did not answer in time. Prometheus records
			// a failed scrape (up = 0) and tries again at the next interval.
			return c.text('Service Unavailable', 503, { 'cache-control': 'no-store' });
		}
		return c.body(body, 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
	};
}

/**
 * The socket's peer is this machine and no proxy header says the request came from elsewhere: a
 * reverse proxy on the same host connects from loopback for every client, whatever TRUST_PROXY says.
 */
function fromLoopback(c: Context): boolean {
	if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
	let address: string | undefined;
	try {
		address = getConnInfo(c).remote.address;
	} catch {
		return false;
	}
	return address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true;
}
