import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, users } from '@edge/db';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from './http-helpers';
import { freePort, startServerProcess } from './server-process';

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

/** Whether SSE text holds a whole message: data and no `event:` line (tRPC's 'connected' has one). */
function hasMessage(text: string): boolean {
	const blocks = text.split('\n\n').slice(0, -1);
	return blocks.some((block) => {
		const lines = block.split('\n');
		return lines.some((line) => line.startsWith('data:')) && !lines.some((line) => line.startsWith('event:'));
	});
}

/**
 * A live stream (SSE, as a browser's EventSource asks for it) opened and read until its first
 * message; `ended` resolves when the server ends it, however it does (a dropped connection counts).
 */
async function openLiveStream(port: number, path: string, headers: Record<string, string> = {}) {
	const request = http.get({
		host: '127.0.0.1',
		port,
		path: `/api/trpc/${path}`,
		headers: { accept: 'text/event-stream', ...headers },
	});
	const [response] = (await once(request, 'response')) as [http.IncomingMessage];
	// A connection the server drops ends the response with an error; here that is the expected end.
	response.on('error', () => undefined);
	request.on('error', () => undefined);
	// Not events.once: it would reject on that error instead of waiting for the close.
	const ended = new Promise<void>((resolve) => response.once('close', resolve));
	let text = '';
	response.setEncoding('utf8');
	await new Promise<void>((resolve, reject) => {
		const onData = (chunk: string) => {
			text += chunk;
			if (hasMessage(text)) {
				response.off('data', onData);
				resolve();
			}
		};
		response.on('data', onData);
		void ended.then(() => reject(new Error(`stream ended before its first message: ${text}`)));
	});
	return { status: response.statusCode, ended, isOpen: () => !response.destroyed && !response.complete };
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
	for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
	for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The real server process on a free port over a new data folder, cleaned up after the file. */
async function launch(env: Record<string, string> = {}) {
	const port = await freePort();
	const dataDir = mkdtempSync(join(tmpdir(), 'edge-shutdown-'));
	dataDirs.push(dataDir);
	const proc = startServerProcess({
		PORT: String(port),
		HOST: '127.0.0.1',
		DATA_DIR: dataDir,
		LOG_REQUESTS: 'false',
		NODE_ENV: 'test',
		...env,
	});
	children.push(proc.child);
	return { port, dataDir, proc };
}

describe('graceful shutdown', () => {
	it('ends live streams at once, finishes an in-flight request on SIGTERM, closes the database and exits 0 in time', async () => {
		const { port, dataDir, proc } = await launch({ SHUTDOWN_TIMEOUT_MS: '8000', LOG_REQUESTS: 'true' });

		await proc.waitFor(/Edge is running on /);
		expect(proc.output()).toContain(`Edge is running on http://localhost:${port}`);
		const base = `http://127.0.0.1:${port}`;
		const health = await fetch(`${base}/api/health`);
		expect(health.status).toBe(200);
		expect(await health.json()).toEqual({ status: 'ok' });

		const user = await registerUser({ url: base });
		const wall = await openLiveStream(port, 'wall.live');
		const chat = await openLiveStream(port, 'chat.events', { authorization: `Bearer ${user.token}` });
		expect([wall.status, chat.status]).toEqual([200, 200]);
		const held = await startHeldLogin(port, { email: user.email, password: user.password });

		const sentAt = Date.now();
		proc.child.kill('SIGTERM');
		await proc.waitFor(/SIGTERM received/);

		// No new connections once shutdown began.
		await expect(fetch(`${base}/api/health`)).rejects.toThrow();

		// The streams end while the request is still in flight: the browsers reconnect elsewhere
		// instead of holding this server up to its time-out.
		await Promise.all([wall.ended, chat.ended]);
		expect([wall.isOpen(), chat.isOpen()]).toEqual([false, false]);

		held.send();
		const login = await held.response;
		expect(login.status).toBe(200);
		const token = (JSON.parse(login.body) as { result: { data: { token: string } } }).result.data.token;
		expect(token).toMatch(/^[a-z0-9]+$/);

		const exit = await proc.exited;
		expect(exit).toEqual({ code: 0, signal: null });
		expect(Date.now() - sentAt).toBeLessThan(8_000);
		expect(proc.output()).toContain('SIGTERM received: finishing in-flight requests, then closing the database');
		// The request log's last lines, gathered in a batch, were written out before the exit.
		const loginLine = proc
			.output()
			.split('\n')
			.find((line) => line.includes('"msg":"request"') && line.includes('/api/trpc/auth.login'));
		expect(loginLine).toContain('"status":200');

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

	it('cuts a request still open at SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
		const { port, proc } = await launch({ SHUTDOWN_TIMEOUT_MS: '300' });
		await proc.waitFor(/Edge is running on /);
		const user = await registerUser({ url: `http://127.0.0.1:${port}` });
		// Its body never comes: only the time-out ends it.
		const held = await startHeldLogin(port, { email: user.email, password: user.password });

		proc.child.kill('SIGTERM');
		await expect(held.response).rejects.toThrow();
		expect(await proc.exited).toEqual({ code: 1, signal: null });
		expect(proc.output()).toContain('requests still open at the time-out were cut');
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
