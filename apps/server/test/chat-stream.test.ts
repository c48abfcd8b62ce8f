import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStream, chatFreelancer, chatUser, type SentMessage, sent } from './chat-core-helpers';
import { startTestServer, type TestServer } from './test-server';
import { call } from './typed-client';

let server: TestServer;
const open: ChatStream[] = [];

beforeAll(async () => {
	server = await startTestServer();
});

afterAll(async () => {
	for (const stream of open) stream.close();
	await server?.stop();
});

function stream(cookie: string, options: ConstructorParameters<typeof ChatStream>[2] = {}): ChatStream {
	const created = new ChatStream(server, cookie, options);
	open.push(created);
	return created;
}

const bodies = (events: { payload: Record<string, unknown> }[]) =>
	events.map((event) => (event.payload.message as SentMessage).body);

describe('chat.events', () => {
	it('delivers a message live to both participants, tracked with its stored event id', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const theirs = stream(freelancer.cookie);
		const mine = stream(customer.cookie);
		await Promise.all([theirs.ready(), mine.ready()]);

		const message = await sent(customer.send(freelancer.id, 'Hola en vivo'));
		const [received] = await theirs.ofType('message', 1);
		expect(received?.payload).toMatchObject({ conversationId: message.conversationId, message: { id: message.id } });
		expect(received?.id).toMatch(/^\d+$/);
		// The sender's other tabs get it too.
		expect(bodies(await mine.ofType('message', 1))).toEqual(['Hola en vivo']);

		// Read marks reach both sides.
		await call(() =>
			freelancer.api.chat.markRead.mutate({ conversationId: message.conversationId, upToId: message.id }),
		);
		const [read] = await mine.ofType('read', 1);
		expect(read?.payload).toEqual({
			conversationId: message.conversationId,
			readerId: freelancer.id,
			upToId: message.id,
		});
	});

	it('resumes after a dropped connection with every missed message once, in order', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const first = stream(freelancer.cookie);
		await first.ready();
		await sent(customer.send(freelancer.id, 'uno'));
		await first.ofType('message', 1);
		const lastEventId = first.lastTrackedId();
		first.close();

		for (const body of ['dos', 'tres', 'cuatro']) await sent(customer.send(freelancer.id, body));

		// As tRPC's link reconnects: the last id in the input.
		const resumed = stream(freelancer.cookie, { lastEventId });
		await resumed.ready();
		await sent(customer.send(freelancer.id, 'cinco'));
		const messages = await resumed.ofType('message', 4);
		expect(bodies(messages)).toEqual(['dos', 'tres', 'cuatro', 'cinco']);
		const ids = resumed.events.filter((event) => event.id !== '').map((event) => Number(event.id));
		expect(ids).toEqual([...ids].sort((a, b) => a - b));

		// As an EventSource reconnects by itself: the Last-Event-ID header.
		const byHeader = stream(freelancer.cookie, { lastEventIdHeader: lastEventId });
		await byHeader.ready();
		expect(bodies(byHeader.events.filter((event) => event.type === 'message'))).toEqual([
			'dos',
			'tres',
			'cuatro',
			'cinco',
		]);
		// Nothing is sent twice, and the stream stays live after catching up.
		await sent(customer.send(freelancer.id, 'seis'));
		expect(bodies(await byHeader.ofType('message', 5))).toEqual(['dos', 'tres', 'cuatro', 'cinco', 'seis']);
		expect(bodies(await resumed.ofType('message', 5))).toEqual(['dos', 'tres', 'cuatro', 'cinco', 'seis']);
	});

	it('a fresh stream starts at the live events and its ready id is where a reconnect resumes', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		await sent(customer.send(freelancer.id, 'antes'));
		const fresh = stream(freelancer.cookie);
		const ready = await fresh.ready();
		expect(ready.payload).toEqual({ resumed: false });
		expect(fresh.events.filter((event) => event.type === 'message')).toEqual([]);
		fresh.close();

		await sent(customer.send(freelancer.id, 'durante'));
		const resumed = stream(freelancer.cookie, { lastEventId: ready.id });
		expect((await resumed.ready()).payload).toEqual({ resumed: true });
		expect(bodies(resumed.events.filter((event) => event.type === 'message'))).toEqual(['durante']);
	});

	it('sends typing hints untracked, so they never move the resume point', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const { conversationId } = await sent(customer.send(freelancer.id, 'Hola'));
		const listening = stream(customer.cookie);
		const ready = await listening.ready();
		await call(() => freelancer.api.chat.typing.mutate({ conversationId }));
		const [typing] = await listening.ofType('typing', 1);
		expect(typing).toEqual({ id: '', type: 'typing', payload: { conversationId, userId: freelancer.id } });
		expect(listening.lastTrackedId()).toBe(ready.id);
	});

	it('carries only the user’s own events, and refuses a stream without a session', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const stranger = await chatUser(server, 'Sara');
		const watching = stream(stranger.cookie, { lastEventId: '0' });
		await watching.ready();
		const { conversationId } = await sent(customer.send(freelancer.id, 'Privado'));
		await call(() => freelancer.api.chat.typing.mutate({ conversationId }));
		// The stranger's own event arrives; nothing of the others' conversation came before it.
		const other = await chatFreelancer(server, 'Otro');
		await sent(stranger.send(other.id, 'Mío'));
		expect(bodies(await watching.ofType('message', 1))).toEqual(['Mío']);
		expect(watching.events.map((event) => event.type)).toEqual(['ready', 'message']);

		const response = await fetch(`${server.url}/api/trpc/chat.events?input=${encodeURIComponent('{}')}`, {
			headers: { accept: 'text/event-stream' },
		});
		const text = await response.text();
		expect(text).toContain('event: serialized-error');
		expect(text).toContain('"i18nKey":"errors.unauthorized"');
		expect(text).not.toContain('Mío');
	});

	it('a block is announced on both sides', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const listening = stream(customer.cookie);
		await listening.ready();
		await call(() => freelancer.api.chat.block.mutate({ userId: customer.id }));
		const [blocked] = await listening.ofType('blocked', 1);
		expect(blocked?.payload).toEqual({ blockerId: freelancer.id, blockedId: customer.id });
	});
});
