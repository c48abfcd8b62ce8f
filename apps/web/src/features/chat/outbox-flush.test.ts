import 'fake-indexeddb/auto';
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it } from 'vitest';
import {
	clearOutbox,
	listOutbox,
	markOutboxFailed,
	type OutboxMessage,
	putOutboxMessage,
	removeOutboxMessage,
} from './offline-outbox';
import { createOutboxFlusher, type FlushSteps, flushOutbox, isNetworkFailure, type TabLocks } from './outbox-flush';

const ME = 'me';

async function queue(...ids: string[]): Promise<void> {
	for (const [index, clientId] of ids.entries()) {
		await putOutboxMessage({
			clientId,
			senderId: ME,
			otherUserId: 'freelancer',
			body: `body ${clientId}`,
			createdAt: new Date(Date.UTC(2026, 10, 21, 10, 0, index)).toISOString(),
		});
	}
}

const waitingIds = async () => (await listOutbox(ME)).map((m) => m.clientId);

/** What the fetch link throws when the request never got an answer. */
const networkError = () => TRPCClientError.from(new TypeError('Failed to fetch'));
/** What the server's refusal looks like on the client: an answer with its code and catalog key. */
const refusal = () =>
	new TRPCClientError('refused', {
		result: {
			error: {
				code: -32003,
				message: 'refused',
				data: { code: 'FORBIDDEN', httpStatus: 403, i18nKey: 'chat.billing.trialOver' },
			},
		},
	});

/**
 * A stand-in server: stores each clientId once (as chat.send does) and counts every call, so a
 * message sent twice would show as two calls; `answer` decides per call.
 */
function fakeServer(answer: (message: OutboxMessage) => 'store' | Error = () => 'store') {
	const calls: string[] = [];
	const stored = new Map<string, number>();
	const shown: string[] = [];
	const steps: FlushSteps<{ id: number; clientId: string }> = {
		list: () => listOutbox(ME),
		async send(message) {
			calls.push(message.clientId);
			// Removed only after the server stored it: still waiting while on its way.
			expect(await waitingIds()).toContain(message.clientId);
			const verdict = answer(message);
			if (verdict instanceof Error) throw verdict;
			if (!stored.has(message.clientId)) stored.set(message.clientId, stored.size + 1);
			return { id: stored.get(message.clientId) as number, clientId: message.clientId };
		},
		onSent: (_message, row) => {
			shown.push(row.clientId);
		},
		remove: removeOutboxMessage,
		markFailed: (clientId) => markOutboxFailed(clientId, true),
	};
	return { steps, calls, stored, shown };
}

/**
 * The browser's Web Locks (navigator.locks) for two tabs of one origin: happy-dom has none. An
 * exclusive lock per name, granted in request order.
 */
function exclusiveLocks(): TabLocks {
	const tails = new Map<string, Promise<unknown>>();
	return {
		request<T>(name: string, work: () => Promise<T>): Promise<T> {
			const granted = (tails.get(name) ?? Promise.resolve()).then(work);
			tails.set(
				name,
				granted.catch(() => undefined),
			);
			return granted;
		},
	};
}

beforeEach(clearOutbox);

describe('which failures wait for the connection', () => {
	it('a request that got no answer is a network failure; a server refusal is not', () => {
		expect(isNetworkFailure(networkError())).toBe(true);
		expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
		expect(isNetworkFailure(refusal())).toBe(false);
	});
});

describe('flushing the outbox', () => {
	it('sends each waiting message once, in order, with its own clientId, and only then removes it', async () => {
		await queue('m1', 'm2', 'm3');
		const server = fakeServer();
		expect(await flushOutbox(server.steps)).toEqual({ sent: 3, refused: 0, interrupted: false });
		expect(server.calls).toEqual(['m1', 'm2', 'm3']);
		expect(server.shown).toEqual(['m1', 'm2', 'm3']);
		expect(await waitingIds()).toEqual([]);
	});

	it('stops at a network failure and keeps that message and the later ones for the next flush', async () => {
		await queue('m1', 'm2', 'm3');
		let offline = false;
		const server = fakeServer((message) => (message.clientId === 'm2' && offline ? networkError() : 'store'));
		offline = true;
		expect(await flushOutbox(server.steps)).toEqual({ sent: 1, refused: 0, interrupted: true });
		expect(await waitingIds()).toEqual(['m2', 'm3']);
		offline = false;
		expect(await flushOutbox(server.steps)).toEqual({ sent: 2, refused: 0, interrupted: false });
		expect(server.calls).toEqual(['m1', 'm2', 'm2', 'm3']);
		expect([...server.stored.keys()]).toEqual(['m1', 'm2', 'm3']);
		expect(await waitingIds()).toEqual([]);
	});

	it('marks a refused message failed, goes on with the next, and does not send the refused one again', async () => {
		await queue('m1', 'm2');
		const server = fakeServer((message) => (message.clientId === 'm1' ? refusal() : 'store'));
		expect(await flushOutbox(server.steps)).toEqual({ sent: 1, refused: 1, interrupted: false });
		expect((await listOutbox(ME)).map((m) => [m.clientId, m.failed])).toEqual([['m1', true]]);
		expect(await flushOutbox(server.steps)).toEqual({ sent: 0, refused: 0, interrupted: false });
		expect(server.calls).toEqual(['m1', 'm2']);
	});
});

describe('one flush at a time', () => {
	it('a reconnect flurry in one tab sends each message once', async () => {
		await queue('m1', 'm2', 'm3');
		const server = fakeServer();
		const flusher = createOutboxFlusher(server.steps);
		await Promise.all([flusher.flush(), flusher.flush(), flusher.flush(), flusher.flush()]);
		expect(server.calls).toEqual(['m1', 'm2', 'm3']);
		expect(await waitingIds()).toEqual([]);
	});

	it('a message queued during a flush goes out in one more pass', async () => {
		await queue('m1');
		let queuedLate = false;
		const server = fakeServer();
		const flusher = createOutboxFlusher({
			...server.steps,
			async send(message) {
				if (!queuedLate) {
					queuedLate = true;
					await putOutboxMessage({ ...message, clientId: 'late', createdAt: new Date().toISOString() });
					void flusher.flush();
				}
				return server.steps.send(message);
			},
		});
		const result = await flusher.flush();
		expect(result.sent).toBe(2);
		expect(server.calls).toEqual(['m1', 'late']);
	});

	it('two tabs flushing on the same reconnect send each message once (the tabs share a lock)', async () => {
		await queue('m1', 'm2', 'm3');
		const server = fakeServer();
		// Each tab has its own flusher over the same IndexedDB, as two tabs of one origin do.
		const locks = exclusiveLocks();
		const tabA = createOutboxFlusher(server.steps, { locks });
		const tabB = createOutboxFlusher(server.steps, { locks });
		const [a, b] = await Promise.all([tabA.flush(), tabB.flush()]);
		expect(a.sent + b.sent).toBe(3);
		expect(server.calls).toEqual(['m1', 'm2', 'm3']);
		expect(server.shown).toEqual(['m1', 'm2', 'm3']);
	});
});
