import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, users } from '@edge/db';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env';
import { registerUser } from './http-helpers';

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
	const probe = createServer();
	probe.listen(0, '127.0.0.1');
	await once(probe, 'listening');
	const address = probe.address();
	probe.close();
	await once(probe, 'close');
	if (!address || typeof address === 'string') throw new Error('no port');
	return address.port;
}

interface ServerProcess {
	child: ChildProcess;
	output: () => string;
	/** Resolves once stdout+stderr match, rejects if the process exits first or time runs out. */
	waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx apps/server/src/main.ts`, the launch `npm start` uses. */
function startServerProcess(env: Record<string, string>): ServerProcess {
	const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
		cwd: REPO_ROOT,
		env: { ...process.env, ...env },
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

/**
 * A login POST whose headers reach the server (it answers 100 Continue) while its body is held
 * back, so the request is provably in flight; `send()` then delivers the body.
 */
async function startHeldLogin(port: number, input: { email: string; password: string }) {
	const body = JSON.stringify(input);
	const request = http.request({
		host: '127.0.0.1',
		port,
		method: 'POST',
		path: '/api/trpc/auth.login',
		headers: {
			'content-type': 'application/json',
			'content-length': Buffer.byteLength(body),
			expect: '100-continue',
			connection: 'close',
		},
	});
	const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
		request.on('error', reject);
		request.on('response', (res) => {
			let text = '';
			res.setEncoding('utf8');
			res.on('data', (chunk: string) => {
				text += chunk;
			});
			res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
		});
	});
	const continued = once(request, 'continue');
	request.flushHeaders();
	await continued;
	return { send: () => request.end(body), response };
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
	for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
	for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The real server process on a free port over a new data folder, cleaned up after the file. */
async function launch() {
	const port = await freePort();
	const dataDir = mkdtempSync(join(tmpdir(), 'edge-shutdown-'));
	dataDirs.push(dataDir);
	const proc = startServerProcess({
		PORT: String(port),
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		LOG_REQUESTS: 'false',
		NODE_ENV: 'test',
	});
	children.push(proc.child);
	return { port, dataDir, proc };
}

describe('graceful shutdown', () => {
	it('finishes an in-flight request on SIGTERM, closes the database and exits with code 0', async () => {
		const { port, dataDir, proc } = await launch();

		await proc.waitFor(/Edge is running on /);
		expect(proc.output()).toContain(`Edge is running on http://localhost:${port}`);
		const base = `http://127.0.0.1:${port}`;
		const health = await fetch(`${base}/api/health`);
		expect(health.status).toBe(200);
		expect(await health.json()).toEqual({ status: 'ok' });

		const user = await registerUser({ url: base });
		const held = await startHeldLogin(port, { email: user.email, password: user.password });

		const sentAt = Date.now();
		proc.child.kill('SIGTERM');
		await proc.waitFor(/SIGTERM received/);

		// No new connections once shutdown began.
		await expect(fetch(`${base}/api/health`)).rejects.toThrow();

		held.send();
		const login = await held.response;
		expect(login.status).toBe(200);
		const token = (JSON.parse(login.body) as { result: { data: { token: string } } }).result.data.token;
		expect(token).toMatch(/^[a-z0-9]+$/);

		const exit = await proc.exited;
		expect(exit).toEqual({ code: 0, signal: null });
		expect(Date.now() - sentAt).toBeLessThan(15_000);
		expect(proc.output()).toContain('SIGTERM received: finishing in-flight requests, then closing the database');

		// The database was closed cleanly (WAL checkpointed) and kept what the requests wrote.
		expect(existsSync(join(dataDir, 'edge.sqlite-wal'))).toBe(false);
		const db = createDb(join(dataDir, 'edge.sqlite'));
		try {
			expect(
				db
					.select()
					.from(users)
					.all()
					.map((row) => row.email),
			).toEqual([user.email]);
		} finally {
			db.$client.close();
		}
	});

	it('also stops cleanly on SIGINT (Ctrl+C)', async () => {
		const { port, proc } = await launch();
		await proc.waitFor(/Edge is running on /);
		const health = await fetch(`http://127.0.0.1:${port}/api/health`);
		expect(health.status).toBe(200);
		await health.body?.cancel();

		proc.child.kill('SIGINT');
		expect(await proc.exited).toEqual({ code: 0, signal: null });
		expect(proc.output()).toContain('SIGINT received');
	});
});
