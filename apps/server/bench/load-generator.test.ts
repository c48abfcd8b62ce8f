import { describe, expect, it } from 'vitest';
import { parseWrkDuration, parseWrkOutput } from './load-generator';

/** `wrk -t1 -c4 -d1s --latency` against a local server answering 401: microseconds and milliseconds. */
const NON_2XX_RUN = `Running 1s test @ http://127.0.0.1:39123/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   505.82us    1.43ms  16.15ms   93.55%
    Req/Sec    27.40k    13.58k   37.49k    70.00%
  Latency Distribution
     50%  102.00us
     75%  160.00us
     90%    1.11ms
     99%    8.38ms
  27250 requests in 1.00s, 3.79MB read
  Non-2xx or 3xx responses: 27250
Requests/sec:  27150.95
Transfer/sec:      3.78MB
`;

/** `wrk -t1 -c2 -d3s --latency --timeout 5s` against a route that answers after 1.2 s: seconds. */
const SLOW_RUN = `Running 3s test @ http://127.0.0.1:39123/slow
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.20s     3.16ms   1.21s    50.00%
    Req/Sec     1.00      0.00     1.00    100.00%
  Latency Distribution
     50%    1.21s 
     75%    1.21s 
     90%    1.21s 
     99%    1.21s 
  4 requests in 3.01s, 496.00B read
Requests/sec:      1.33
Transfer/sec:     164.92B
`;

/** The same route with `--timeout 1s`: every request timed out, latencies empty. */
const TIMED_OUT_RUN = `Running 3s test @ http://127.0.0.1:39123/slow
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     0.00us    0.00us   0.00us    -nan%
    Req/Sec     1.00      0.00     1.00    100.00%
  Latency Distribution
     50%    0.00us
     75%    0.00us
     90%    0.00us
     99%    0.00us
  4 requests in 3.00s, 496.00B read
  Socket errors: connect 0, read 0, write 0, timeout 4
Requests/sec:      1.33
Transfer/sec:     165.10B
`;

describe('parseWrkDuration', () => {
	it.each([
		['312.00us', 0.312],
		['102.00us', 0.102],
		['1.23ms', 1.23],
		['8.38ms', 8.38],
		['2.00s', 2000],
		['1.21s ', 1210],
		['1.50m', 90_000],
	])('reads %s as %d ms', (text, ms) => {
		expect(parseWrkDuration(text)).toBeCloseTo(ms, 9);
	});

	it.each(['', '12', '1.2h', 'fast', '-1ms'])('refuses %o', (text) => {
		expect(() => parseWrkDuration(text)).toThrow(/unknown wrk duration/);
	});
});

describe('parseWrkOutput', () => {
	it('reads requests, rate, median and 99th percentile, and the answers outside 2xx/3xx', () => {
		expect(parseWrkOutput(NON_2XX_RUN)).toEqual({
			requests: 27250,
			rps: 27150.95,
			p50Ms: 0.102,
			p99Ms: 8.38,
			non2xx: 27250,
			errors: 0,
		});
	});

	it('reads latencies in seconds, and no Non-2xx line as none', () => {
		const result = parseWrkOutput(SLOW_RUN);
		expect(result).toMatchObject({ requests: 4, rps: 1.33, non2xx: 0, errors: 0 });
		expect(result.p50Ms).toBeCloseTo(1210, 9);
		expect(result.p99Ms).toBeCloseTo(1210, 9);
	});

	it('adds up the socket errors (connect, read, write, timeout)', () => {
		expect(parseWrkOutput(TIMED_OUT_RUN)).toMatchObject({ requests: 4, errors: 4, non2xx: 0, p50Ms: 0 });
		const mixed = TIMED_OUT_RUN.replace(
			'connect 0, read 0, write 0, timeout 4',
			'connect 1, read 20, write 300, timeout 4000',
		);
		expect(parseWrkOutput(mixed).errors).toBe(4321);
	});

	it('refuses output without the figures it needs, rather than reporting zeros', () => {
		expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/wrk output without/);
		// Without --latency there is no distribution to read percentiles from.
		const withoutDistribution = NON_2XX_RUN.replace(/ {2}Latency Distribution\n(?: {5}\d+%.*\n){4}/, '');
		expect(withoutDistribution).not.toContain('50%');
		expect(() => parseWrkOutput(withoutDistribution)).toThrow(/wrk output without/);
	});
});
