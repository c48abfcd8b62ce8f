import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusEvent, type ChatBus, createInProcessChatBus } from './chat-bus';
import { recordChatEvent } from './chat-events';
import { chatEventStream } from './chat-stream';

let testDb: TestDb;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(() => {
	testDb = createTestDb();
});
afterAll(() => testDb.cleanup());

function insertUser(): string {
	return insertTestUser(testDb.db, { createdAt: now }).id;
}

/** The in-process bus, counting open subscriptions and running `onSubscribe` right after one opens. */
function countingBus(onSubscribe: (bus: ChatBus) => void = () => {}) {
	const inner = createInProcessChatBus();
	let open = 0;
	const bus: ChatBus = {
		publish: (event: BusEvent) => inner.publish(event),
		subscribe(userId, listener) {
			const unsubscribe = inner.subscribe(userId, listener);
			open += 1;
			onSubscribe(bus);
			return () => {
				open -= 1;
				unsubscribe();
			};
		},
	};
	return { bus, open: () => open };
}

/** tRPC's tracked envelope is [id, data, symbol]. */
const idOf = (value: unknown) => (Array.isArray(value) ? (value[0] as string) : '');

describe('chatEventStream', () => {
	it('sends an event that commits while the stream subscribes once, from the back-fill', async () => {
		const userId = insertUser();
		const before = recordChatEvent(testDb.db, userId, 'message', { n: 1 }, now);
		let racing: ReturnType<typeof recordChatEvent> | undefined;
		const { bus } = countingBus((b) => {
			// A send commits and publishes between the stream's subscribe and its back-fill read.
			racing = recordChatEvent(testDb.db, userId, 'message', { n: 2 }, now);
			b.publish(racing);
		});
		const abort = new AbortController();
		const stream = chatEventStream({ db: testDb.db, chatBus: bus }, userId, String(before.id - 1), abort.signal);
		const ids: string[] = [];
		for (let i = 0; i < 3; i += 1) ids.push(idOf((await stream.next()).value));
		// Back-fill (1, 2), then ready at 2; the buffered live copy of 2 is skipped.
		expect(ids).toEqual([String(before.id), String(racing?.id), String(racing?.id)]);
		const later = recordChatEvent(testDb.db, userId, 'message', { n: 3 }, now);
		bus.publish(later);
		expect(idOf((await stream.next()).value)).toBe(String(later.id));
		abort.abort();
		await stream.return(undefined);
	});

	it('unsubscribes from the bus when the client goes away', async () => {
		const userId = insertUser();
		const { bus, open } = countingBus();
		const abort = new AbortController();
		const stream = chatEventStream({ db: testDb.db, chatBus: bus }, userId, null, abort.signal);
		await stream.next(); // ready
		expect(open()).toBe(1);
		const waiting = stream.next(); // parked until an event or the abort
		abort.abort();
		expect((await waiting).done).toBe(true);
		expect(open()).toBe(0);
	});

	it('treats a last event id that is not a number as none', async () => {
		const userId = insertUser();
		recordChatEvent(testDb.db, userId, 'message', { n: 1 }, now);
		const { bus } = countingBus();
		const abort = new AbortController();
		const stream = chatEventStream({ db: testDb.db, chatBus: bus }, userId, 'typing', abort.signal);
		const first = (await stream.next()).value as unknown[];
		expect(first[1]).toEqual({ type: 'ready', payload: { resumed: false } });
		abort.abort();
		await stream.return(undefined);
	});
});
