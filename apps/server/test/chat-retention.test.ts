import { CHAT_EVENT_RETENTION_DAYS, pruneChatEvents } from '@edge/api';
import { chatEvents } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStream, chatFreelancer, chatUser, sent } from './chat-core-helpers';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
const open: ChatStream[] = [];
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	for (const stream of open) stream.close();
	await server?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('chat event retention', () => {
	it('prunes events past the retention and keeps the rest; a stream resuming across the gap starts fresh', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const first = new ChatStream(server, freelancer.cookie);
		open.push(first);
		await first.ready();
		await sent(customer.send(freelancer.id, 'Antes'));
		await first.ofType('message', 1);
		const resumeId = first.lastTrackedId();
		first.close();
		await sent(customer.send(freelancer.id, 'Durante'));

		// Everything so far is older than the window; the next message is not.
		const old = new Date(Date.now() - (CHAT_EVENT_RETENTION_DAYS + 1) * DAY_MS);
		server.db.update(chatEvents).set({ createdAt: old }).run();
		const kept = await sent(customer.send(freelancer.id, 'Después'));
		expect(pruneChatEvents(server.db, new Date())).toBe(4);
		const left = server.db.select().from(chatEvents).where(eq(chatEvents.userId, freelancer.id)).all();
		expect(left.map((row) => JSON.parse(row.payload).message.body)).toEqual(['Después']);

		// 'Durante' was pruned: replaying would skip it, so the stream starts fresh and says so.
		const resumed = new ChatStream(server, freelancer.cookie, { lastEventId: resumeId });
		open.push(resumed);
		const ready = await resumed.ready();
		expect(ready.payload).toEqual({ resumed: false });
		expect(resumed.events.filter((event) => event.type === 'message')).toEqual([]);
		expect(kept.body).toBe('Después');

		// A stream resuming from the newest kept event replays normally.
		const current = new ChatStream(server, freelancer.cookie, { lastEventId: String(left[0]?.id ?? 0) });
		open.push(current);
		expect((await current.ready()).payload).toEqual({ resumed: true });
	});
});
