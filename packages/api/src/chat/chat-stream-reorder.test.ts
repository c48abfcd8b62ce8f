import { createTestDb, insertTestUser, type TestDb } from '@edge/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatBus, createInProcessChatBus } from './chat-bus';
import { recordChatEvent } from './chat-events';
import { chatEventStream } from './chat-stream';

/** A stream over a shared bus (Redis) that delivers a later id before an earlier one. */

let testDb: TestDb;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(() => {
	testDb = createTestDb();
});
afterAll(() => testDb.cleanup());

const idOf = (value: unknown) => (Array.isArray(value) ? (value[0] as string) : '');

describe('chatEventStream over a bus that may reorder', () => {
	it('sends the earlier stored event first, then the later one, and each once', async () => {
		const userId = insertTestUser(testDb.db, { createdAt: now }).id;
		const inner = createInProcessChatBus();
		const bus: ChatBus = { ...inner, mayReorder: true };
		const abort = new AbortController();
		const stream = chatEventStream({ db: testDb.db, chatBus: bus }, userId, null, abort.signal);
		await stream.next(); // ready
		// Two processes commit 1 then 2; 2's publish reaches this process first.
		const first = recordChatEvent(testDb.db, userId, 'message', { n: 1 }, now);
		const second = recordChatEvent(testDb.db, userId, 'message', { n: 2 }, now);
		bus.publish(second);
		bus.publish(first);
		const third = recordChatEvent(testDb.db, userId, 'message', { n: 3 }, now);
		bus.publish(third);
		const ids: string[] = [];
		for (let i = 0; i < 3; i += 1) ids.push(idOf((await stream.next()).value));
		expect(ids).toEqual([String(first.id), String(second.id), String(third.id)]);
		abort.abort();
		await stream.return(undefined);
	});
});
