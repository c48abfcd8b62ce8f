import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env';
import type { LogLine } from '../src/log/logger';
import { bearer, registerUser } from './http-helpers';
import { captureLog, linesUntilNextRequest } from './log-capture';
import { startTestServer, type TestServer } from './test-server';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

const log = captureLog();
let server: TestServer;
let webDist: WebDistFixture;
beforeAll(async () => {
	webDist = createWebDist();
	server = await startTestServer({ LOG_REQUESTS: 'true', WEB_DIST: webDist.dir }, log.logger);
});
afterAll(async () => {
	await server.stop();
	webDist.remove();
});

const CONTACT = { name: 'Ana', email: 'ana@example.com', phone: '+18095551234', country: 'RD', issue: 'Hola' };

/** Sends one request, reads its answer, and returns it with every line the server logged about it. */
async function logOf(path: string, init: RequestInit = {}) {
	const from = log.lines.length;
	const response = await fetch(`${server.url}${path}`, init);
	await response.arrayBuffer();
	return { status: response.status, lines: await linesUntilNextRequest(log, server.url, from) };
}

/** The one line the request log writes for a request that was answered (with its user when signed in). */
const requestLine = (
	method: string,
	path: string,
	status: number,
	level: LogLine['level'] = 'info',
	user: { userId: string } | Record<string, never> = {},
) => ({
	level,
	msg: 'request',
	method,
	path,
	status,
	ms: expect.any(Number),
	reqId: expect.stringMatching(/^[0-9a-z]+-[0-9a-z]+$/),
	...user,
});

describe('the request log', () => {
	it('writes one line for GET /api/health', async () => {
		const { status, lines } = await logOf('/api/health');
		expect(status).toBe(200);
		expect(lines).toEqual([requestLine('GET', '/api/health', 200)]);
		expect(lines[0]?.ms).toBeGreaterThanOrEqual(0);
	});

	it('gives each request an id of its own', async () => {
		const first = await logOf('/api/health');
		const second = await logOf('/api/health');
		expect(first.lines[0]?.reqId).not.toBe(second.lines[0]?.reqId);
	});

	it('writes one line for GET /api/v1/auth/me without a session (401), leaving the query string out', async () => {
		const { status, lines } = await logOf('/api/v1/auth/me?token=secret');
		expect(status).toBe(401);
		expect(lines).toEqual([requestLine('GET', '/api/v1/auth/me', 401)]);
		expect(JSON.stringify(lines)).not.toContain('secret');
	});

	it('writes one line for GET /api/v1/auth/me with a session (200)', async () => {
		const user = await registerUser(server);
		const { status, lines } = await logOf('/api/v1/auth/me?token=secret', { headers: bearer(user.token) });
		expect(status).toBe(200);
		expect(lines).toEqual([requestLine('GET', '/api/v1/auth/me', 200, 'info', { userId: user.user.id })]);
		expect(JSON.stringify(lines)).not.toContain('secret');
		expect(JSON.stringify(lines)).not.toContain(user.token);
	});

	it('writes one line for the page itself', async () => {
		const { status, lines } = await logOf('/', { headers: { 'accept-encoding': 'br, gzip' } });
		expect(status).toBe(200);
		expect(lines).toEqual([requestLine('GET', '/', 200)]);
	});

	it('writes one line for a tRPC mutation', async () => {
		const { status, lines } = await logOf('/api/trpc/contact.submit', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(CONTACT),
		});
		expect(status).toBe(200);
		// Without SMTP the mailer logs the message it would have sent: that line is not the request's.
		expect(lines.filter((line) => line.msg === 'request')).toEqual([
			requestLine('POST', '/api/trpc/contact.submit', 200),
		]);
		expect(lines.filter((line) => line.path === '/api/trpc/contact.submit')).toHaveLength(1);
	});

	it('writes one line for a missing asset (404)', async () => {
		const { status, lines } = await logOf('/assets/missing.js?v=secret');
		expect(status).toBe(404);
		expect(lines).toEqual([requestLine('GET', '/assets/missing.js', 404)]);
	});

	it('writes a server error (500) at level error', async () => {
		// A real failure: the table the procedure writes to is gone. Last in this file, as it breaks contact.submit.
		server.db.$client.exec('DROP TABLE contact_messages');
		const { status, lines } = await logOf('/api/trpc/contact.submit', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(CONTACT),
		});
		expect(status).toBe(500);
		expect(lines.filter((line) => line.msg === 'request')).toEqual([
			requestLine('POST', '/api/trpc/contact.submit', 500, 'error'),
		]);
		// The cause is logged on its own line, at level error too.
		expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'error', via: 'trpc' }));
	});
});

describe('the JSON log in a real process', () => {
	let child: ChildProcess | undefined;
	const dataDir = mkdtempSync(join(tmpdir(), 'edge-request-log-'));
	afterAll(async () => {
		if (child && child.exitCode === null && child.signalCode === null) {
			child.kill('SIGTERM');
			await once(child, 'exit');
		}
		rmSync(dataDir, { recursive: true, force: true });
	});

	it('writes the request log as JSON lines on stdout', async () => {
		// `npm start`'s launch with LOG_REQUESTS on and no logger given: the JSON logger on stdout.
		const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
			cwd: REPO_ROOT,
			env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'true' },
			stdio: ['ignore', 'pipe', 'inherit'],
		});
		child = started;
		let stdout = '';
		const listeners = new Set<() => void>();
		started.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
			stdout += chunk;
			for (const listener of listeners) listener();
		});
		/** Resolves with the first match in stdout, now or once it is written; fails if the process ends. */
		const waitFor = (pattern: RegExp) =>
			new Promise<RegExpExecArray>((resolve, reject) => {
				const check = () => {
					const match = pattern.exec(stdout);
					if (match) {
						listeners.delete(check);
						resolve(match);
					}
				};
				listeners.add(check);
				started.once('exit', (code) => reject(new Error(`server exited (${code}) before ${pattern}:\n${stdout}`)));
				check();
			});

		const [, port] = await waitFor(/Edge is running on http:\/\/localhost:(\d+)/);
		const response = await fetch(`http://127.0.0.1:${port}/api/health?token=secret`);
		expect(response.status).toBe(200);
		await response.arrayBuffer();

		const [line] = await waitFor(/^\{.*"path":"\/api\/health".*\}$/m);
		expect(JSON.parse(line)).toEqual({
			time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			level: 'info',
			msg: 'request',
			method: 'GET',
			path: '/api/health',
			status: 200,
			ms: expect.any(Number),
			reqId: expect.any(String),
		});
		expect(stdout).not.toContain('secret');
	});

	it('writes the lines still gathered when the process exits', async () => {
		// process.exit() ends the process before the flush timer could fire.
		const script = [
			"import { createPinoLogger } from './apps/server/src/log/logger.ts';",
			'const log = createPinoLogger();',
			"log({ level: 'info', msg: 'first' });",
			"log({ level: 'error', msg: 'last words' });",
			'process.exit(3);',
		].join('\n');
		const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
			execFile(
				process.execPath,
				['--import', 'tsx', '--input-type=module', '-e', script],
				{ cwd: REPO_ROOT, timeout: 30_000 },
				(error, stdout) => resolve({ code: error ? (error.code as number | null) : 0, stdout }),
			);
		});
		expect(result.code).toBe(3);
		const lines = result.stdout
			.trimEnd()
			.split('\n')
			.map((line) => JSON.parse(line) as LogLine);
		expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
			{ level: 'info', msg: 'first' },
			{ level: 'error', msg: 'last words' },
		]);
	});
});
