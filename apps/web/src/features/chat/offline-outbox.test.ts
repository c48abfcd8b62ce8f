import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
	clearOutbox,
	listOutbox,
	markOutboxFailed,
	type OutboxMessage,
	putOutboxMessage,
	removeOutboxMessage,
} from './offline-outbox';

const message = (clientId: string, createdAt: string, senderId = 'me'): OutboxMessage => ({
	clientId,
	senderId,
	otherUserId: 'freelancer',
	body: `text ${clientId}`,
	createdAt,
});

beforeEach(clearOutbox);

describe('the offline outbox (IndexedDB)', () => {
	it('lists one user’s messages oldest first, ties by clientId', async () => {
		await putOutboxMessage(message('c', '2026-11-21T10:00:02.000Z'));
		await putOutboxMessage(message('b', '2026-11-21T10:00:01.000Z'));
		await putOutboxMessage(message('a', '2026-11-21T10:00:02.000Z'));
		await putOutboxMessage(message('x', '2026-11-21T09:00:00.000Z', 'someone-else'));
		expect((await listOutbox('me')).map((m) => m.clientId)).toEqual(['b', 'a', 'c']);
		expect((await listOutbox('someone-else')).map((m) => m.clientId)).toEqual(['x']);
	});

	it('keeps one message per clientId, with everything it needs to be sent later', async () => {
		await putOutboxMessage(message('a', '2026-11-21T10:00:00.000Z'));
		await putOutboxMessage({ ...message('a', '2026-11-21T10:00:00.000Z'), body: 'again' });
		expect(await listOutbox('me')).toEqual([
			{
				clientId: 'a',
				senderId: 'me',
				otherUserId: 'freelancer',
				body: 'again',
				createdAt: '2026-11-21T10:00:00.000Z',
			},
		]);
	});

	it('removes a message, marks one failed and back, and never brings a removed one back', async () => {
		await putOutboxMessage(message('a', '2026-11-21T10:00:00.000Z'));
		await putOutboxMessage(message('b', '2026-11-21T10:00:01.000Z'));
		await markOutboxFailed('b', true);
		expect((await listOutbox('me')).map((m) => [m.clientId, m.failed ?? false])).toEqual([
			['a', false],
			['b', true],
		]);
		await markOutboxFailed('b', false);
		await removeOutboxMessage('a');
		await markOutboxFailed('a', true);
		expect((await listOutbox('me')).map((m) => [m.clientId, m.failed ?? false])).toEqual([['b', false]]);
	});

	it('clears every user’s messages (signing out)', async () => {
		await putOutboxMessage(message('a', '2026-11-21T10:00:00.000Z'));
		await putOutboxMessage(message('x', '2026-11-21T10:00:00.000Z', 'someone-else'));
		await clearOutbox();
		expect(await listOutbox('me')).toEqual([]);
		expect(await listOutbox('someone-else')).toEqual([]);
	});
});
