import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { clearOutbox, listOutbox, putOutboxMessage } from './offline-outbox';
import { useChatSender } from './use-chat-sender';

beforeAll(prepareWebTests);
beforeEach(clearOutbox);
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(navigator, 'onLine');
});

function setOnline(online: boolean) {
	Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

/** The server as tRPC's link calls it: chat.send answers with `answer`; every call is counted. */
function stubSend(answer: () => Promise<Response>) {
	const sends: { clientId: string; body: string }[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		if (String(input).includes('chat.send')) {
			sends.push(JSON.parse(String(init?.body)));
			return answer();
		}
		return new Response(JSON.stringify([{ result: { data: null } }]), {
			headers: { 'content-type': 'application/json' },
		});
	});
	return sends;
}

let sender: ReturnType<typeof useChatSender>;

/** The conversation's unsent messages, as the page lists them. */
function Harness() {
	sender = useChatSender({ myId: 'me', otherUserId: 'freelancer' });
	return (
		<ul>
			{sender.outbox.map((item) => (
				<li key={item.clientId} data-testid="unsent" data-local={item.local}>
					{item.body}
				</li>
			))}
		</ul>
	);
}

const unsent = () => screen.queryAllByTestId('unsent').map((item) => [item.textContent, item.dataset.local]);

describe('sending without a connection', () => {
	it('offline, a message goes straight to the outbox, shown waiting, without a request', async () => {
		setOnline(false);
		const sends = stubSend(() => Promise.reject(new Error('no request expected')));
		await renderRoute(Harness, queryClient);
		await act(() => sender.send('Hola'));
		await waitFor(() => expect(unsent()).toEqual([['Hola', 'waiting']]));
		expect(sends).toEqual([]);
		const [kept] = await listOutbox('me');
		expect(kept).toMatchObject({ senderId: 'me', otherUserId: 'freelancer', body: 'Hola' });
		expect(kept?.clientId).toMatch(/^[0-9a-f-]{36}$/);
	});

	it('online, a send that gets no answer goes to the outbox with the clientId it was sent with', async () => {
		setOnline(true);
		const sends = stubSend(() => Promise.reject(new TypeError('Failed to fetch')));
		await renderRoute(Harness, queryClient);
		await act(() => sender.send('Se cayó la red'));
		await waitFor(() => expect(unsent()).toEqual([['Se cayó la red', 'waiting']]));
		const kept = await listOutbox('me');
		expect(kept.map((item) => item.clientId)).toEqual(sends.map((send) => send.clientId));
	});

	it('a refusal by the server is not queued: the message shows failed and the send rejects with its reason', async () => {
		setOnline(true);
		stubSend(async () =>
			Response.json(
				{
					error: {
						code: -32003,
						message: 'chat.billing.trialOver',
						data: { code: 'FORBIDDEN', httpStatus: 403, i18nKey: 'chat.billing.trialOver', params: {} },
					},
				},
				{ status: 403 },
			),
		);
		await renderRoute(Harness, queryClient);
		let failure: unknown;
		await act(() => sender.send('Hola').catch((error) => (failure = error)));
		expect(failure).toBeInstanceOf(Error);
		expect((failure as Error).message).toBe('Tu período de prueba del chat ha terminado');
		await waitFor(() => expect(unsent()).toEqual([['Hola', 'failed']]));
		expect(await listOutbox('me')).toEqual([]);
	});

	it('online, a new message waits behind older ones still waiting, so the order holds', async () => {
		setOnline(true);
		await putOutboxMessage({
			clientId: 'older',
			senderId: 'me',
			otherUserId: 'freelancer',
			body: 'Primero',
			createdAt: '2026-11-21T10:00:00.000Z',
		});
		const sends = stubSend(() => Promise.reject(new Error('no request expected')));
		await renderRoute(Harness, queryClient);
		await waitFor(() => expect(unsent()).toEqual([['Primero', 'waiting']]));
		await act(() => sender.send('Segundo'));
		await waitFor(() =>
			expect(unsent()).toEqual([
				['Primero', 'waiting'],
				['Segundo', 'waiting'],
			]),
		);
		expect(sends).toEqual([]);
		expect((await listOutbox('me')).map((item) => item.body)).toEqual(['Primero', 'Segundo']);
	});
});
