import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Clock, type PublicUser, systemClock } from '@edge/api';
import type { EventView, InterestResult } from '@edge/api/schemas';
import { closeDb, createDb, type Db, eventInterests, events, users } from '@edge/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, EVENTS_PLAN, eventInput, givePlan, insertProfile, insertUpload } from './calendar-helpers';
import { bearer, registerInput, type TrpcResponse } from './http-helpers';
import { dropKeys, REDIS_URL, requireRedis, uniquePrefix } from './redis-helpers';
import { freePort, type ServerProcess, startServerProcess } from './server-process';
import type { TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * Two server processes (`npm start`'s compiled server) writing to one SQLite file at once, from many
 * clients: the write paths that read before they write (sign-up checks the e-mail, an event checks the
 * posting profile, an interest mark checks the event and moves its count). A transaction that read
 * first and then met another process's commit failed at once with SQLITE_BUSY_SNAPSHOT (or
 * SQLITE_BUSY: a read transaction waiting to write gets no busy handler), which busy_timeout does
 * not retry: a 500. Every transaction that writes now takes the write lock at its start
 * (writeTransaction, docs/decisions.md), so the processes take turns instead.
 */

const prefix = uniquePrefix();
/** Clients sending at the same time; each its own address, so the per-address limits hold as in production. */
const CLIENTS = 24;
/** Owners posting events; each posts EVENTS_EACH, alternating the two processes. */
const OWNERS = 6;
const EVENTS_EACH = 6;
/** Interest marks per client on one event (on, off, on, ...), ending on. */
const MARKS_EACH = 9;
/**
 * Bounds, not waits: two processes starting and many argon2 hashes take far longer on a loaded
 * 2-core machine (other test files running beside this one) than the suite's 30 s defaults.
 */
const START_MS = 60_000;
const RUN_MS = 120_000;

const procs: ServerProcess[] = [];
let dataDir: string;
let db: Db;
let urls: [string, string];

beforeAll(async () => {
	await requireRedis();
	dataDir = mkdtempSync(join(tmpdir(), 'edge-writers-'));
	const start = async () => {
		const port = await freePort();
		const proc = startServerProcess({
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			// Logged so that a failure names the SQLite error behind a 500 (serverErrors below).
			LOG_REQUESTS: 'true',
			NODE_ENV: 'test',
			REDIS_URL,
			REDIS_PREFIX: prefix,
			// Each client below sends its own X-Forwarded-For, as clients behind a proxy do.
			TRUST_PROXY: 'true',
		});
		procs.push(proc);
		await proc.waitFor(/Edge is running on /, START_MS);
		return `http://127.0.0.1:${port}`;
	};
	// One after the other: the first applies the migrations.
	urls = [await start(), await start()];
	db = createDb(join(dataDir, 'edge.sqlite'));
}, 2 * START_MS);

afterAll(async () => {
	if (db) closeDb(db);
	for (const proc of procs) {
		if (proc.child.exitCode === null && proc.child.signalCode === null) {
			proc.child.kill('SIGTERM');
			await proc.exited;
		}
	}
	if (dataDir) rmSync(dataDir, { recursive: true, force: true });
	await dropKeys(prefix);
});

const addressOf = (client: number) => ({
	'x-forwarded-for': `10.24.${Math.floor(client / 200)}.${(client % 200) + 1}`,
});
/** The process a client's n-th request goes to: every client writes through both. */
const urlFor = (client: number, n: number) => urls[(client + n) % 2] as string;

/** Runs `count` tasks with at most `width` at once. */
async function pool<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
	const results: T[] = new Array(count);
	let next = 0;
	const worker = async () => {
		while (next < count) {
			const index = next++;
			results[index] = await task(index);
		}
	};
	await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
	return results;
}

/**
 * The answers a client would see as the server failing, with the SQLite error codes the processes
 * logged (SQLITE_BUSY_SNAPSHOT before writeTransaction), so a failure says why.
 */
function failures(responses: TrpcResponse<unknown>[]): string[] {
	const failed = responses.filter((response) => response.status >= 500);
	if (failed.length === 0) return [];
	const logged = procs.flatMap((proc) => proc.output().match(/SQLITE_[A-Z_]+|SqliteError: [^\\"]+/g) ?? []);
	return [`${failed.length} of ${responses.length} answered ${failed[0]?.status}; logged: ${[...new Set(logged)]}`];
}

interface Account {
	client: number;
	token: string;
	user: PublicUser;
	email: string;
}

describe('two server processes on one SQLite file, many writers at once', () => {
	const accounts: Account[] = [];

	it(
		'sign-ups through both processes: none fails, every acknowledged account is in the file',
		async () => {
			const total = CLIENTS + OWNERS;
			const responses = await pool(total, CLIENTS, async (client) => {
				const input = registerInput({ accountKind: client < OWNERS ? 'business' : 'customer' });
				const response = await call(() => apiClient(urlFor(client, 0), addressOf(client)).auth.register.mutate(input));
				if (response.data)
					accounts.push({ client, token: response.data.token, user: response.data.user, email: input.email });
				return response;
			});
			expect(failures(responses)).toEqual([]);
			expect(accounts).toHaveLength(total);
			const stored = db
				.select({ id: users.id })
				.from(users)
				.where(
					inArray(
						users.id,
						accounts.map((account) => account.user.id),
					),
				)
				.all();
			expect(stored).toHaveLength(total);
		},
		RUN_MS,
	);

	it(
		'events posted and interest marked through both processes: none fails, every acknowledged write is kept',
		async () => {
			const owners = accounts.filter((account) => account.client < OWNERS);
			const fans = accounts.filter((account) => account.client >= OWNERS);
			expect(owners).toHaveLength(OWNERS);
			const arrange = { db, clock: systemClock as Clock } as unknown as TestServer;
			const posting = owners.map((owner) => {
				givePlan(arrange, owner.user.id, EVENTS_PLAN, 'ACTIVE', new Date(Date.now() + 30 * DAY_MS));
				return {
					...owner,
					profileId: insertProfile(arrange, owner.user.id),
					imageId: insertUpload(arrange, owner.user.id),
				};
			});

			// Events: each owner posts several, all owners at once, alternating the processes.
			const created: EventView[] = [];
			const eventResponses = await pool(OWNERS * EVENTS_EACH, CLIENTS, async (index) => {
				const owner = posting[index % OWNERS] as (typeof posting)[number];
				const response = await call(() =>
					apiClient(urlFor(owner.client, index), {
						...bearer(owner.token),
						...addressOf(owner.client),
					}).calendar.create.mutate(eventInput(owner.profileId, owner.imageId, { title: `Evento ${index}` })),
				);
				if (response.data) created.push(response.data);
				return response;
			});
			expect(failures(eventResponses)).toEqual([]);
			expect(created).toHaveLength(OWNERS * EVENTS_EACH);
			const storedEvents = db
				.select({ id: events.id })
				.from(events)
				.where(
					inArray(
						events.id,
						created.map((event) => event.id),
					),
				)
				.all();
			expect(storedEvents).toHaveLength(created.length);

			// Interest: every fan marks and unmarks one event, all at once, ending marked.
			const event = created[0] as EventView;
			const markResponses = (
				await pool(fans.length, fans.length, async (index) => {
					const fan = fans[index] as Account;
					const answers: TrpcResponse<InterestResult>[] = [];
					for (let n = 0; n < MARKS_EACH; n++) {
						answers.push(
							await call(() =>
								apiClient(urlFor(fan.client, n), {
									...bearer(fan.token),
									...addressOf(fan.client),
								}).calendar.interest.mutate({ eventId: event.id, interested: n % 2 === 0 }),
							),
						);
					}
					return answers;
				})
			).flat();
			expect(failures(markResponses)).toEqual([]);
			expect(markResponses.every((response) => response.status === 200)).toBe(true);
			const marks = db.select().from(eventInterests).where(eq(eventInterests.eventId, event.id)).all();
			expect(marks).toHaveLength(fans.length);
			const count = db.select({ n: events.interestedCount }).from(events).where(eq(events.id, event.id)).get()?.n;
			expect(count).toBe(fans.length);
		},
		RUN_MS,
	);
});
