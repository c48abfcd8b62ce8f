import { randomUUID } from 'node:crypto';
import { chatLedger, messages, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatUser, chatFreelancer, chatUser, type SentMessage, sent } from './chat-core-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;

beforeAll(async () => {
	server = await startTestServer();
});

afterAll(async () => {
	await server?.stop();
});

function sentBy(user: ChatUser, otherUserId: string, body: string): Promise<SentMessage> {
	return sent(user.send(otherUserId, body));
}

describe('sending and reading messages', () => {
	it('creates the conversation on the customer’s first message; the freelancer answers in it', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');

		const before = await call(() => customer.api.chat.conversation.query({ otherUserId: freelancer.id }));
		expect(before.data).toMatchObject({ conversation: null, myRole: 'customer', blockedByMe: false });
		expect(before.data?.other).toMatchObject({ userId: freelancer.id, name: 'Fede Prueba' });
		expect(before.data?.other.freelancerProfileId).toEqual(expect.any(Number));

		const first = await sentBy(customer, freelancer.id, '  Hola, ¿haces instalaciones?  ');
		expect(first).toMatchObject({ senderId: customer.id, body: 'Hola, ¿haces instalaciones?', chargedCents: 0 });
		const reply = await sentBy(freelancer, customer.id, 'Sí, <b>claro</b>');
		expect(reply.conversationId).toBe(first.conversationId);
		// Stored as typed: text, never interpreted.
		expect(reply.body).toBe('Sí, <b>claro</b>');

		const seenByFreelancer = await call(() => freelancer.api.chat.conversation.query({ otherUserId: customer.id }));
		expect(seenByFreelancer.data).toMatchObject({
			conversation: { id: first.conversationId },
			myRole: 'freelancer',
			other: { userId: customer.id, name: 'Carla Prueba', freelancerProfileId: null },
		});
		const page = await call(() => customer.api.chat.messages.query({ conversationId: first.conversationId }));
		expect(page.data?.messages.map((message) => message.body)).toEqual([
			'Hola, ¿haces instalaciones?',
			'Sí, <b>claro</b>',
		]);
		expect(page.data?.olderCursor).toBeNull();
	});

	it('refuses to open a conversation with someone who is not a freelancer, or with oneself', async () => {
		const customer = await chatUser(server, 'Carla');
		const other = await chatUser(server, 'Olga');
		const refused = await customer.send(other.id, 'Hola');
		expect(refused.status).toBe(403);
		expect(refused.error?.data.i18nKey).toBe('chat.core.notAFreelancer');
		expect((await call(() => customer.api.chat.conversation.query({ otherUserId: other.id }))).data?.myRole).toBeNull();
		expect((await customer.send(customer.id, 'Hola')).error?.data.i18nKey).toBe('chat.core.selfChat');
		const unknown = await customer.send('no-such-user', 'Hola');
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('chat.core.userNotFound');
	});

	it('refuses an empty or blank body and one over 2,000 characters, and accepts exactly 2,000', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		for (const body of ['', '   \n ']) {
			const response = await customer.send(freelancer.id, body);
			expect(response.status).toBe(400);
			expect(response.error?.data.fieldErrors.body).toEqual(['chat.core.emptyMessage']);
		}
		const tooLong = await customer.send(freelancer.id, 'a'.repeat(2001));
		expect(tooLong.status).toBe(400);
		expect(tooLong.error?.data.fieldErrors.body).toEqual(['chat.core.messageTooLong']);
		expect((await customer.send(freelancer.id, 'a'.repeat(2000))).status).toBe(200);
	});

	it('answers a signed-out send with UNAUTHORIZED and the spec’s text', async () => {
		const freelancer = await chatFreelancer(server, 'Fede');
		const input = { otherUserId: freelancer.id, clientId: randomUUID(), body: 'Hola' };
		const es = await call(() => apiClient(server.url).chat.send.mutate(input));
		expect(es.status).toBe(401);
		expect(es.error?.data.i18nKey).toBe('errors.unauthorized');
		const en = await call(() => apiClient(server.url, { 'accept-language': 'en' }).chat.send.mutate(input));
		expect(en.error?.data.i18nKey).toBe('errors.unauthorized');
	});

	it('pages older messages oldest first', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const ids: number[] = [];
		for (let i = 1; i <= 5; i += 1) ids.push((await sentBy(customer, freelancer.id, `m${i}`)).id);
		const conversationId =
			(await call(() => customer.api.chat.conversation.query({ otherUserId: freelancer.id }))).data?.conversation?.id ??
			0;
		const newest = await call(() => customer.api.chat.messages.query({ conversationId, limit: 2 }));
		expect(newest.data?.messages.map((m) => m.body)).toEqual(['m4', 'm5']);
		expect(newest.data?.olderCursor).toBe(ids[3]);
		const older = await call(() => customer.api.chat.messages.query({ conversationId, limit: 2, before: ids[3] ?? 0 }));
		expect(older.data?.messages.map((m) => m.body)).toEqual(['m2', 'm3']);
		const oldest = await call(() =>
			customer.api.chat.messages.query({ conversationId, limit: 2, before: ids[1] ?? 0 }),
		);
		expect(oldest.data).toMatchObject({ messages: [{ body: 'm1' }], olderCursor: null });
	});
});

describe('idempotent resend', () => {
	it('a retried send with the same clientId is stored and charged once', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		// Past the 60-day trial, with a balance: each message costs 69 centavos.
		const now = server.clock.now();
		server.db
			.update(users)
			.set({ createdAt: new Date(now.getTime() - 61 * 24 * 3600 * 1000) })
			.where(eq(users.id, customer.id))
			.run();
		server.db
			.insert(chatLedger)
			.values({
				userId: customer.id,
				deltaCents: 500,
				reason: 'topup',
				orderId: `test-${randomUUID()}`,
				createdAt: now,
			})
			.run();

		const clientId = randomUUID();
		const first = await customer.send(freelancer.id, 'Hola', clientId);
		const again = await customer.send(freelancer.id, 'Hola', clientId);
		expect(first.data?.chargedCents).toBe(69);
		expect(again.status).toBe(200);
		expect(again.data).toEqual(first.data);
		expect(server.db.select().from(messages).where(eq(messages.senderId, customer.id)).all()).toHaveLength(1);
		const ledger = server.db.select().from(chatLedger).where(eq(chatLedger.userId, customer.id)).all();
		expect(ledger.map((row) => row.deltaCents).sort((a, b) => a - b)).toEqual([-69, 500]);
		expect(ledger.find((row) => row.reason === 'message')?.messageId).toBe(first.data?.id);
	});

	it('two concurrent sends of one clientId store one message', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const clientId = randomUUID();
		const answers = await Promise.all([1, 2, 3].map(() => customer.send(freelancer.id, 'Hola', clientId)));
		expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
		expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(1);
		expect(server.db.select().from(messages).where(eq(messages.senderId, customer.id)).all()).toHaveLength(1);
	});

	it('refuses a clientId reused for another conversation', async () => {
		const customer = await chatUser(server, 'Carla');
		const one = await chatFreelancer(server, 'Uno');
		const two = await chatFreelancer(server, 'Dos');
		const clientId = randomUUID();
		expect((await customer.send(one.id, 'Hola', clientId)).status).toBe(200);
		const reused = await customer.send(two.id, 'Hola', clientId);
		expect(reused.status).toBe(409);
		expect(reused.error?.data.i18nKey).toBe('chat.core.clientIdReused');
	});
});

describe('the charge and the message are one transaction', () => {
	function pastTrialWithBalance(userId: string, cents: number) {
		const now = server.clock.now();
		server.db
			.update(users)
			.set({ createdAt: new Date(now.getTime() - 61 * 24 * 3600 * 1000) })
			.where(eq(users.id, userId))
			.run();
		server.db
			.insert(chatLedger)
			.values({ userId, deltaCents: cents, reason: 'topup', orderId: `test-${randomUUID()}`, createdAt: now })
			.run();
	}
	const balanceOf = (userId: string) =>
		server.db
			.select()
			.from(chatLedger)
			.where(eq(chatLedger.userId, userId))
			.all()
			.reduce((sum, row) => sum + row.deltaCents, 0);
	const messageCount = (userId: string) =>
		server.db.select().from(messages).where(eq(messages.senderId, userId)).all().length;

	it('a refused charge stores no message, and a failure after the charge leaves balance and messages unchanged', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		pastTrialWithBalance(customer.id, 100);

		// A fault after the debit (the freelancer's event row cannot be written) rolls everything back.
		const trigger = `fail_events_${freelancer.id.replace(/\W/g, '_')}`;
		server.db.$client.exec(
			`CREATE TRIGGER ${trigger} BEFORE INSERT ON chat_events WHEN NEW.user_id = '${freelancer.id}' BEGIN SELECT RAISE(ABORT, 'injected'); END;`,
		);
		const clientId = randomUUID();
		const failed = await customer.send(freelancer.id, 'Hola', clientId);
		server.db.$client.exec(`DROP TRIGGER ${trigger}`);
		expect(failed.status).toBe(500);
		expect(failed.error?.data.i18nKey).toBe('errors.generic');
		expect(balanceOf(customer.id)).toBe(100);
		expect(messageCount(customer.id)).toBe(0);

		// The retry of the same message goes through, charged once.
		const retried = await customer.send(freelancer.id, 'Hola', clientId);
		expect(retried.data?.chargedCents).toBe(69);
		expect(balanceOf(customer.id)).toBe(31);

		// 31 centavos left: the next message is refused and not stored.
		const refused = await customer.send(freelancer.id, 'Otra');
		expect(refused.status).toBe(403);
		expect(refused.error?.data.i18nKey).toBe('chat.billing.trialOver');
		expect(balanceOf(customer.id)).toBe(31);
		expect(messageCount(customer.id)).toBe(1);
		// Freelancers answer free.
		expect((await freelancer.send(customer.id, 'Gracias')).data?.chargedCents).toBe(0);
	});
});

describe('rate limit', () => {
	it('allows 30 messages a minute per sender and refuses the 31st with a translated error', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		for (let i = 1; i <= 30; i += 1) expect((await customer.send(freelancer.id, `m${i}`)).status).toBe(200);
		const refused = await customer.send(freelancer.id, 'm31');
		expect(refused.status).toBe(429);
		expect(refused.error?.data).toMatchObject({ i18nKey: 'chat.core.tooManyMessages', params: { max: 30 } });
		// The other side is not limited by the customer's messages.
		expect((await freelancer.send(customer.id, 'ok')).status).toBe(200);
		server.clock.advance(61_000);
		expect((await customer.send(freelancer.id, 'm31')).status).toBe(200);
		server.clock.set(new Date());
	});
});

describe('blocking and reports', () => {
	it('a block stops messages both ways until the blocker lifts it', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		await sentBy(customer, freelancer.id, 'Hola');

		expect((await call(() => freelancer.api.chat.block.mutate({ userId: customer.id }))).status).toBe(200);
		const toBlocker = await customer.send(freelancer.id, '¿Sigues ahí?');
		expect(toBlocker.status).toBe(403);
		expect(toBlocker.error?.data.i18nKey).toBe('chat.core.blockedByThem');
		const fromBlocker = await freelancer.send(customer.id, 'Adiós');
		expect(fromBlocker.status).toBe(403);
		expect(fromBlocker.error?.data.i18nKey).toBe('chat.core.youBlocked');
		expect((await call(() => customer.api.chat.conversation.query({ otherUserId: freelancer.id }))).data).toMatchObject(
			{ blockedByMe: false, blockedByThem: true },
		);
		// The inbox says so on each side, before the conversation is opened.
		const blockOf = async (user: ChatUser) => {
			const [item] = (await call(() => user.api.chat.inbox.query({}))).data?.items ?? [];
			return { blockedByMe: item?.blockedByMe, blockedByThem: item?.blockedByThem };
		};
		expect(await blockOf(freelancer)).toEqual({ blockedByMe: true, blockedByThem: false });
		expect(await blockOf(customer)).toEqual({ blockedByMe: false, blockedByThem: true });
		// Only the blocker lifts their block.
		await call(() => customer.api.chat.unblock.mutate({ userId: freelancer.id }));
		expect((await customer.send(freelancer.id, 'Hola otra vez')).status).toBe(403);
		await call(() => freelancer.api.chat.unblock.mutate({ userId: customer.id }));
		expect((await customer.send(freelancer.id, 'Hola otra vez')).status).toBe(200);
		expect((await freelancer.send(customer.id, 'Hola')).status).toBe(200);
		expect(await blockOf(customer)).toEqual({ blockedByMe: false, blockedByThem: false });
	});

	it('a block made before any conversation stops the first message too', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		await call(() => customer.api.chat.block.mutate({ userId: freelancer.id }));
		expect((await customer.send(freelancer.id, 'Hola')).error?.data.i18nKey).toBe('chat.core.youBlocked');
		expect(
			(await call(() => customer.api.chat.conversation.query({ otherUserId: freelancer.id }))).data?.conversation,
		).toBeNull();
		expect((await call(() => customer.api.chat.block.mutate({ userId: customer.id }))).status).toBe(400);
	});

	it('a participant reports a conversation once; others cannot', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const stranger = await chatUser(server, 'Sara');
		const { conversationId } = await sentBy(customer, freelancer.id, 'Hola');
		expect((await call(() => customer.api.chat.report.mutate({ conversationId, reason: 'Spam' }))).status).toBe(200);
		expect((await call(() => customer.api.chat.report.mutate({ conversationId, reason: 'Spam' }))).status).toBe(200);
		expect((await call(() => stranger.api.chat.report.mutate({ conversationId }))).status).toBe(403);
		expect((await call(() => stranger.api.chat.report.mutate({ conversationId: 999_999 }))).status).toBe(404);
	});
});

describe('authorization', () => {
	it('nobody reads or marks a conversation they are not part of', async () => {
		const customer = await chatUser(server, 'Carla');
		const freelancer = await chatFreelancer(server, 'Fede');
		const stranger = await chatUser(server, 'Sara');
		const message = await sentBy(customer, freelancer.id, 'Privado');
		const { conversationId } = message;

		const read = await call(() => stranger.api.chat.messages.query({ conversationId }));
		expect(read.status).toBe(403);
		expect(read.error?.data.i18nKey).toBe('errors.forbidden');
		const marks = [stranger.api.chat.markRead, stranger.api.chat.markDelivered];
		for (const mark of marks) {
			expect((await call(() => mark.mutate({ conversationId, upToId: message.id }))).status).toBe(403);
		}
		expect((await call(() => stranger.api.chat.typing.mutate({ conversationId }))).status).toBe(403);
		const unknown = await call(() => stranger.api.chat.messages.query({ conversationId: 999_999 }));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('chat.core.conversationNotFound');
		expect((await call(() => stranger.api.chat.inbox.query({}))).data?.items).toEqual([]);
		expect((await call(() => stranger.api.chat.unreadCount.query())).data).toEqual({ count: 0 });
	});
});

describe('inbox and unread counts', () => {
	it('lists conversations newest first with the other person, last message and unread count', async () => {
		const freelancer = await chatFreelancer(server, 'Fede');
		const ana = await chatUser(server, 'Ana');
		const beto = await chatUser(server, 'Beto');
		const cris = await chatUser(server, 'Cris');
		await sentBy(ana, freelancer.id, 'Hola de Ana');
		server.clock.advance(1000);
		await sentBy(beto, freelancer.id, 'Hola de Beto');
		await sentBy(beto, freelancer.id, 'Otra de Beto');
		server.clock.advance(1000);
		const last = await sentBy(cris, freelancer.id, 'Hola de Cris');
		server.clock.advance(1000);
		await sentBy(freelancer, ana.id, 'Respuesta a Ana');

		const inbox = await call(() => freelancer.api.chat.inbox.query({}));
		expect(
			inbox.data?.items.map((item) => [item.other.name, item.lastMessage?.body, item.unreadCount, item.myRole]),
		).toEqual([
			// Answering Ana marked her conversation read.
			['Ana Prueba', 'Respuesta a Ana', 0, 'freelancer'],
			['Cris Prueba', 'Hola de Cris', 1, 'freelancer'],
			['Beto Prueba', 'Otra de Beto', 2, 'freelancer'],
		]);
		expect((await call(() => freelancer.api.chat.unreadCount.query())).data).toEqual({ count: 3 });
		expect((await call(() => ana.api.chat.unreadCount.query())).data).toEqual({ count: 1 });

		// Pages of two, by cursor.
		const first = await call(() => freelancer.api.chat.inbox.query({ limit: 2 }));
		expect(first.data?.items.map((item) => item.other.name)).toEqual(['Ana Prueba', 'Cris Prueba']);
		const second = await call(() => freelancer.api.chat.inbox.query({ limit: 2, cursor: first.data?.nextCursor }));
		expect(second.data).toMatchObject({ items: [{ other: { name: 'Beto Prueba' } }], nextCursor: null });

		// Reading moves the marks forward only, never past the last message.
		const marked = await call(() =>
			freelancer.api.chat.markRead.mutate({
				conversationId: last.conversationId,
				upToId: last.id + 1000,
			}),
		);
		expect(marked.data).toEqual({ upToId: last.id });
		expect((await call(() => freelancer.api.chat.unreadCount.query())).data).toEqual({ count: 2 });
		const backwards = await call(() =>
			freelancer.api.chat.markRead.mutate({ conversationId: last.conversationId, upToId: 1 }),
		);
		expect(backwards.data).toEqual({ upToId: last.id });
		const seenByCris = await call(() => cris.api.chat.conversation.query({ otherUserId: freelancer.id }));
		expect(seenByCris.data?.conversation).toMatchObject({ otherReadId: last.id, otherDeliveredId: last.id });
		server.clock.set(new Date());
	});

	it('refuses a malformed cursor as a client error', async () => {
		const user = await chatUser(server, 'Ana');
		const response = await call(() => user.api.chat.inbox.query({ cursor: 'nope' }));
		expect(response.status).toBe(400);
	});
});
