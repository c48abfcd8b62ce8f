import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
	url: string;
	headers: Record<string, string>;
	connections: number;
	seconds: number;
}

export interface LoadResult {
	requests: number;
	rps: number;
	p50Ms: number;
	p99Ms: number;
	/** Answers outside 2xx/3xx. */
	non2xx: number;
	errors: number;
}

export type GeneratorName = 'wrk' | 'autocannon';

/** Runs the load from another process: the generator never shares an event loop with a server. */
export type LoadGenerator = { name: GeneratorName; run(options: LoadOptions): Promise<LoadResult> };

function output(command: string, args: string[]): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk) => {
			stdout += chunk;
		});
		child.stderr.on('data', (chunk) => {
			stderr += chunk;
		});
		child.once('error', reject);
		child.once('exit', (code) =>
			code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}: ${stderr || stdout}`)),
		);
	});
}

/** wrk's durations ("312.00us", "1.23ms", "2.00s") in milliseconds. */
export function parseWrkDuration(text: string): number {
	const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
	if (!match) throw new Error(`unknown wrk duration: ${text}`);
	const value = Number(match[1]);
	const unit = match[2];
	return unit === 'us' ? value / 1000 : unit === 'ms' ? value : unit === 's' ? value * 1000 : value * 60_000;
}

/** The figures of `wrk --latency` output. */
export function parseWrkOutput(text: string): LoadResult {
	const number = (pattern: RegExp) => {
		const match = pattern.exec(text);
		if (!match) throw new Error(`wrk output without ${pattern}:\n${text}`);
		return match;
	};
	const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
	return {
		requests: Number(number(/(\d+) requests in/)[1]),
		rps: Number(number(/Requests\/sec:\s+([\d.]+)/)[1]),
		p50Ms: parseWrkDuration(number(/^\s+50%\s+(\S+)/m)[1] as string),
		p99Ms: parseWrkDuration(number(/^\s+99%\s+(\S+)/m)[1] as string),
		non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
		errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
	};
}

const wrk: LoadGenerator = {
	name: 'wrk',
	async run({ url, headers, connections, seconds }) {
		const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
		// One thread: the machine has two cores, one for the server under test and one for wrk.
		const text = await output('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url]);
		return parseWrkOutput(text);
	},
};

const autocannon: LoadGenerator = {
	name: 'autocannon',
	async run(options) {
		const worker = fileURLToPath(new URL('./autocannon-worker.ts', import.meta.url));
		const text = await output(process.execPath, ['--import', 'tsx', worker, JSON.stringify(options)]);
		return JSON.parse(text) as LoadResult;
	},
};

function hasWrk(): boolean {
	return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** Debian's wrk, installed here when missing and allowed (root, or sudo without a password). */
function installWrk(log: (line: string) => void): boolean {
	const asRoot = process.getuid?.() === 0;
	const sudo = asRoot ? [] : ['sudo', '-n'];
	log('wrk is missing: installing Debian’s wrk (apt-get install wrk)…');
	const run = (args: string[]) => {
		const [command, ...rest] = [...sudo, ...args] as [string, ...string[]];
		return spawnSync(command, rest, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
	};
	run(['apt-get', 'update', '-qq']);
	run(['apt-get', 'install', '-y', '-qq', 'wrk']);
	return hasWrk();
}

/** wrk when it is (or can be) installed; otherwise autocannon, still in a process of its own. */
export function pickGenerator(wanted: GeneratorName | undefined, log: (line: string) => void): LoadGenerator {
	if (wanted === 'autocannon') return autocannon;
	if (hasWrk() || installWrk(log)) return wrk;
	if (wanted === 'wrk') throw new Error('wrk is not installed and could not be installed (apt-get install wrk)');
	log('wrk unavailable: falling back to autocannon in its own process (it tops out lower than wrk).');
	return autocannon;
}
