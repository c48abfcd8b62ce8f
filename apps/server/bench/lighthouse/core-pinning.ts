/**
 * The page's renderer on a core of its own while Lighthouse loads it (docs/bench.md, "Lighthouse" >
 * "A core for the page").
 *
 * Lighthouse's simulated throttling multiplies each main-thread task's wall time by the CPU
 * slowdown. On a 2-core host the page's renderer shares the cores with our server answering it,
 * Chromium's browser process (which screenshots every frame for Lighthouse) and Lighthouse's own
 * process, so its tasks wait for a core: measured, they ran at a third to a half of their wall time,
 * and every wait became ten times as much simulated blocking. The phone being emulated runs none of
 * them. Lighthouse's variability guide names client resource contention as a source of noise to
 * remove in a controlled lab; here that means the bench and everything it starts (the server,
 * Lighthouse, Chromium) keep to all cores but the last, and each renderer Chromium starts is moved
 * onto the last one shortly after it appears (RENDERER_START_MS).
 *
 * Linux only (taskset, /proc); elsewhere, or with one core, nothing is pinned and the report says so.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export interface CoreSplit {
	/** The core the page's renderer gets to itself. */
	rendererCore: number;
	/** The cores everything else keeps to, as taskset writes a list ("0" or "0-2"). */
	otherCores: string;
}

/** The last core for the renderer, the rest for everything else; null with fewer than two cores. */
export function splitCores(cores: number): CoreSplit | null {
	if (!Number.isInteger(cores) || cores < 2) return null;
	const last = cores - 1;
	return { rendererCore: last, otherCores: last === 1 ? '0' : `0-${last - 1}` };
}

/**
 * The arguments of /proc/<pid>/cmdline: split by NUL as the kernel keeps them, or by spaces where
 * the process wrote its own title there (Chromium's processes forked from its zygote do).
 */
const argumentsOf = (cmdline: string) => cmdline.split(/[\0 ]/);

/** Whether a /proc/<pid>/cmdline is a Chromium renderer's. */
export function isRendererCommandLine(cmdline: string): boolean {
	return argumentsOf(cmdline).includes('--type=renderer');
}

/**
 * Whether a /proc/<pid>/cmdline is Chromium's zygote's: a renderer is forked from it and bears its
 * command line until it writes its own, so such a process is read again until it is one or the other.
 */
export function isZygoteCommandLine(cmdline: string): boolean {
	return argumentsOf(cmdline).includes('--type=zygote');
}

/** The core list of `taskset -p -c <pid>`'s answer ("pid 12's current affinity list: 0,1"). */
export function parseAffinityList(output: string): string {
	const list = output.match(/affinity list:\s*(\S+)/)?.[1];
	if (!list) throw new Error(`taskset gave no affinity list: ${output.trim()}`);
	return list;
}

function taskset(args: string[]): Promise<string> {
	return new Promise((resolve, reject) => {
		execFile('taskset', args, (error, stdout, stderr) => {
			if (error) reject(new Error(`taskset ${args.join(' ')}: ${stderr.trim() || error.message}`));
			else resolve(stdout);
		});
	});
}

export interface CorePinning extends CoreSplit {
	/** How many renderers were moved so far. */
	renderersPinned(): number;
	/** Stops watching and gives the bench back the cores it had. */
	stop(): Promise<void>;
}

/** How often /proc is read for new renderers. */
const WATCH_INTERVAL_MS = 10;

/**
 * How long a new renderer runs where it started before it is moved. Moved at once, a renderer
 * started for the navigation itself can run ahead of the browser process (busy on the shared cores)
 * switching tracing on in it, and the trace loses its navigationStart (Lighthouse's NO_NAVSTART):
 * 4 of some 20 loads moved at once, 8 of 86 with this wait (the bench tries such a load again). The
 * page's own work starts well after its first 100 ms.
 */
const RENDERER_START_MS = 100;

/**
 * Reads /proc for renderers due to be moved: each is returned once, RENDERER_START_MS after it was
 * first seen. Every other process is read once and left alone, but for Chromium's zygote and what it
 * has just forked, which bear the zygote's command line until they write their own.
 */
function rendererScanner(isRenderer: (cmdline: string) => boolean): () => string[] {
	const settled = new Set<string>();
	const firstSeen = new Map<string, number>();
	return () => {
		const due: string[] = [];
		let pids: string[];
		try {
			pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && !settled.has(name));
		} catch {
			return due;
		}
		const now = Date.now();
		for (const pid of pids) {
			let cmdline: string;
			try {
				cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
			} catch {
				settled.add(pid); // gone already
				continue;
			}
			if (!isRenderer(cmdline)) {
				if (!isZygoteCommandLine(cmdline)) settled.add(pid);
				continue;
			}
			const seen = firstSeen.get(pid) ?? now;
			firstSeen.set(pid, seen);
			if (now - seen < RENDERER_START_MS) continue;
			firstSeen.delete(pid);
			settled.add(pid);
			due.push(pid);
		}
		return due;
	};
}

/**
 * Keeps this process (and so every child it starts from now on) off the last core and moves every
 * Chromium renderer that appears onto it. Resolves with null, and pins nothing, where that cannot
 * be done (not Linux, one core, no taskset). `isRenderer` picks them by command line (a test's own).
 */
export async function pinRenderersToOwnCore(
	log: (line: string) => void,
	isRenderer: (cmdline: string) => boolean = isRendererCommandLine,
): Promise<CorePinning | null> {
	const split = process.platform === 'linux' ? splitCores(availableParallelism()) : null;
	if (!split) {
		log('lighthouse: one core or not Linux: the page shares the cores with the server and Lighthouse');
		return null;
	}
	let original: string;
	try {
		original = parseAffinityList(await taskset(['-p', '-c', String(process.pid)]));
		await taskset(['-a', '-p', '-c', split.otherCores, String(process.pid)]);
	} catch (error) {
		log(`lighthouse: cannot pin (${error instanceof Error ? error.message : String(error)}): cores shared`);
		return null;
	}
	const scan = rendererScanner(isRenderer);
	const moving = new Set<Promise<unknown>>();
	let pinned = 0;
	const watch = () => {
		for (const pid of scan()) {
			// -a: the renderer's threads so far; those it starts later inherit the core.
			const move = taskset(['-a', '-p', '-c', String(split.rendererCore), pid]).then(
				() => pinned++,
				() => undefined, // it exited first
			);
			moving.add(move);
			void move.finally(() => moving.delete(move));
		}
	};
	watch();
	const timer = setInterval(watch, WATCH_INTERVAL_MS);
	return {
		...split,
		renderersPinned: () => pinned,
		async stop() {
			clearInterval(timer);
			await Promise.all(moving);
			await taskset(['-a', '-p', '-c', original, String(process.pid)]);
		},
	};
}
