import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../processes';
import { vmRssBytes } from './sse-frames';

/** One process of the chat bench (a server, the subscribers, the sender), spoken to over IPC. */
export interface Child<First> {
	child: ChildProcess;
	/** The first message the process sent (its port, for a server). */
	first: First;
	/** Sends a request and resolves with the next message the process sends back. */
	ask<T>(message: unknown): Promise<T>;
	/** VmRSS of the process now, in bytes. */
	rss(): number;
	stop(): Promise<void>;
}

/**
 * Forks `script` (a path relative to apps/server/bench) with the servers' Node flags, stdout to
 * `logFile`, and resolves once it sent its first message. A process that exits early rejects.
 */
export function startChild<First>(
	script: string,
	logFile: string,
	env: Record<string, string> = {},
	flags: string[] = [],
): Promise<Child<First>> {
	const path = fileURLToPath(new URL(`../${script}`, import.meta.url));
	const log = openSync(logFile, 'a');
	const child = fork(path, [], {
		execArgv: [...NODE_FLAGS, ...flags],
		env: { ...process.env, ...env },
		stdio: ['ignore', log, 'inherit', 'ipc'],
	});
	closeSync(log);
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
	const ask = <T>(message: unknown) =>
		new Promise<T>((resolve, reject) => {
			const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
			child.once('exit', onExit);
			child.once('message', (answer) => {
				child.off('exit', onExit);
				const failure = (answer as { error?: string }).error;
				if (failure) reject(new Error(`${script}: ${failure}`));
				else resolve(answer as T);
			});
			child.send(message as never);
		});
	return new Promise((resolve, reject) => {
		child.once('error', reject);
		const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code} before starting`));
		child.once('exit', onExit);
		child.once('message', (first) => {
			child.off('exit', onExit);
			resolve({
				child,
				first: first as First,
				ask,
				rss: () => vmRssBytes(readFileSync(`/proc/${child.pid}/status`, 'utf8')),
				async stop() {
					if (child.exitCode !== null) return;
					if (child.connected) child.disconnect();
					const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
					await exited;
					clearTimeout(timer);
				},
			});
		});
	});
}

/** In a child: answers each request with `handle`'s result, or `{ error }` when it throws. */
export function serve(handle: (message: never) => Promise<unknown>): void {
	process.on('message', (message) => {
		handle(message as never).then(
			(answer) => process.send?.(answer as never),
			(error: unknown) =>
				process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
		);
	});
	process.on('disconnect', () => process.exit(0));
}
