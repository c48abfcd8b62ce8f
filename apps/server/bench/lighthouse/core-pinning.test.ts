import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	isRendererCommandLine,
	isZygoteCommandLine,
	parseAffinityList,
	pinRenderersToOwnCore,
	splitCores,
} from './core-pinning';

/** The cores a process may run on, as the kernel says (/proc/<pid>/status). */
function allowedCores(pid: number): string {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const list = status.match(/^Cpus_allowed_list:\s*(\S+)$/m)?.[1];
	if (!list) throw new Error(`no Cpus_allowed_list for ${pid}`);
	return list;
}

/** Marks this test's stand-in renderer: the browser tests running beside it start real ones. */
const MARK = `--core-pinning-test=${process.pid}`;

/** A process that looks like a Chromium renderer to /proc (its arguments), and idles. */
function fakeRenderer(): ChildProcess {
	return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', '--type=renderer', MARK], {
		stdio: 'ignore',
	});
}

/**
 * One as Chromium's zygote forks them: it bears the zygote's command line first, then writes its
 * own title over it, with spaces (process.title does that on Linux).
 */
function fakeForkedRenderer(): ChildProcess {
	// The renderer's flag put together at run time: written whole, it would be in the first command line.
	const script = `setTimeout(() => { process.title = 'chromium --type=' + 'renderer ${MARK}'; }, 200); setInterval(() => {}, 1000);`;
	return spawn(process.execPath, ['-e', script, '--', '--type=zygote', '--no-sandbox', MARK], { stdio: 'ignore' });
}

const isFakeRenderer = (cmdline: string) => isRendererCommandLine(cmdline) && cmdline.split(/[\0 ]/).includes(MARK);

describe("the page's renderer on a core of its own", () => {
	const children: ChildProcess[] = [];
	afterEach(() => {
		for (const child of children.splice(0)) child.kill();
	});

	it('gives the renderer the last core and everything else the rest', () => {
		expect(splitCores(2)).toEqual({ rendererCore: 1, otherCores: '0' });
		expect(splitCores(8)).toEqual({ rendererCore: 7, otherCores: '0-6' });
		expect(splitCores(1)).toBeNull();
	});

	it("tells a renderer's command line from the browser's and other helpers'", () => {
		expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=renderer\0--lang=en-US\0')).toBe(true);
		expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=utility\0--headless=new\0')).toBe(false);
		expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--renderer-process-limit=2\0')).toBe(false);
		// Forked from the zygote: the title it wrote, spaces between the arguments.
		expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer --lang=es\0\0')).toBe(true);
		expect(isZygoteCommandLine('/usr/lib/chromium/chromium --type=zygote --no-sandbox\0')).toBe(true);
		expect(isZygoteCommandLine('/usr/lib/chromium/chromium --type=renderer\0')).toBe(false);
		expect(parseAffinityList("pid 12's current affinity list: 0,1\n")).toBe('0,1');
		expect(() => parseAffinityList('taskset: failed')).toThrow('no affinity list');
	});

	// CI's machine has two cores: the branch that pins runs there.
	it('moves a renderer started during the load onto its core, keeps the rest off it, and gives the cores back', async () => {
		const before = allowedCores(process.pid);
		// Read first: the cores a process may use are those its affinity allows.
		const split = splitCores(availableParallelism());
		const pinning = await pinRenderersToOwnCore(() => {}, isFakeRenderer);
		if (!split) {
			expect(pinning).toBeNull();
			return;
		}
		expect(pinning).not.toBeNull();
		try {
			expect(allowedCores(process.pid)).toBe(split.otherCores);
			const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
			const renderer = fakeRenderer();
			const forked = fakeForkedRenderer();
			children.push(other, renderer, forked);
			for (const child of [renderer, forked])
				await vi.waitFor(() => expect(allowedCores(child.pid as number)).toBe(String(split.rendererCore)), {
					timeout: 5000,
				});
			// Counted when taskset has exited, a moment after the kernel shows the new cores (CI once read 1).
			await vi.waitFor(() => expect(pinning?.renderersPinned()).toBe(2), { timeout: 5000 });
			// A child that is not a renderer keeps the bench's cores.
			expect(allowedCores(other.pid as number)).toBe(split.otherCores);
		} finally {
			await pinning?.stop();
		}
		expect(allowedCores(process.pid)).toBe(before);
	});
});
