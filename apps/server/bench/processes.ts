import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every server under test runs with these flags, ours and the baseline alike. */
export const NODE_FLAGS = ['--import', 'tsx'];

export interface ServerProcess {
	name: string;
	url: string;
	child: ChildProcess;
	stop(): Promise<void>;
}

/**
 * Starts one of ./servers/*.ts in its own process (NODE_ENV=production, same Node flags) and
 * resolves with its URL once it reports its port over IPC. Its stdout (our request log) goes to
 * `logFile`, as a production log would go to a file or a pipe.
 */
export function startServerProcess(name: 'edge-server' | 'bare-server', logFile: string): Promise<ServerProcess> {
	const script = fileURLToPath(new URL(`./servers/${name}.ts`, import.meta.url));
	const log = openSync(logFile, 'a');
	const child = fork(script, [], {
		execArgv: NODE_FLAGS,
		env: { ...process.env, NODE_ENV: 'production' },
		stdio: ['ignore', log, 'inherit', 'ipc'],
	});
	closeSync(log);
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	return new Promise((resolve, reject) => {
		child.once('error', reject);
		child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
		child.once('message', (message) => {
			const { port } = message as { port: number };
			resolve({
				name,
				url: `http://127.0.0.1:${port}`,
				child,
				async stop() {
					if (child.connected) child.disconnect();
					const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
					await exited;
					clearTimeout(timer);
				},
			});
		});
	});
}
