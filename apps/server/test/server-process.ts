import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { inject } from 'vitest';
import { REPO_ROOT } from '../src/env';

/** The compiled server `npm start` runs (npm run build; the integration suite's global set-up builds it). */
export const COMPILED_SERVER = 'apps/server/dist/main.js';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
	const probe = createServer();
	probe.listen(0, '127.0.0.1');
	await once(probe, 'listening');
	const address = probe.address();
	probe.close();
	await once(probe, 'close');
	if (!address || typeof address === 'string') throw new Error('no port');
	return address.port;
}

export interface ServerProcess {
	child: ChildProcess;
	output: () => string;
	/** Resolves once stdout+stderr match, rejects if the process exits first or time runs out. */
	waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node apps/server/dist/main.js`, the launch `npm start` uses: plain node, no loader. NODE_OPTIONS
 * is dropped so nothing (a `--import tsx` in the caller's environment) slips into the child.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
	const buildError = inject('compiledBuildError');
	if (buildError) throw new Error(buildError);
	const { NODE_OPTIONS: _, ...inherited } = process.env;
	const child = spawn(process.execPath, [COMPILED_SERVER], {
		cwd: REPO_ROOT,
		env: { ...inherited, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	const listeners = new Set<() => void>();
	const onData = (chunk: Buffer) => {
		output += chunk.toString();
		for (const listener of listeners) listener();
	};
	child.stdout?.on('data', onData);
	child.stderr?.on('data', onData);
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
		child.once('exit', (code, signal) => {
			resolve({ code, signal });
			for (const listener of listeners) listener();
		});
	});
	const waitFor = (pattern: RegExp, timeoutMs = 20_000) =>
		new Promise<void>((resolve, reject) => {
			const timer = setTimeout(
				() => finish(new Error(`timed out waiting for ${pattern}; output:\n${output}`)),
				timeoutMs,
			);
			const check = () => {
				if (pattern.test(output)) finish();
				else if (child.exitCode !== null || child.signalCode !== null)
					finish(new Error(`process exited before ${pattern}; output:\n${output}`));
			};
			const finish = (error?: Error) => {
				clearTimeout(timer);
				listeners.delete(check);
				if (error) reject(error);
				else resolve();
			};
			listeners.add(check);
			check();
		});
	return { child, output: () => output, waitFor, exited };
}
