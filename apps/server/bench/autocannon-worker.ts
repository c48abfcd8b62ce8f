/**
 * autocannon in a process of its own (the fallback when wrk is missing): reads the load options
 * as JSON from argv, prints a LoadResult as JSON on stdout.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load-generator';

const options = JSON.parse(process.argv[2] as string) as LoadOptions;
const result = await autocannon({
	url: options.url,
	headers: options.headers,
	connections: options.connections,
	duration: options.seconds,
});
const summary: LoadResult = {
	requests: result.requests.total,
	rps: result.requests.total / (result.duration || options.seconds),
	p50Ms: result.latency.p50,
	p99Ms: result.latency.p99,
	non2xx: result.non2xx,
	errors: result.errors + result.timeouts,
};
process.stdout.write(JSON.stringify(summary));
