import { TRPCClientError } from '@trpc/client';
import type { OutboxMessage } from './offline-outbox';

/**
 * A send that never reached the server (offline, connection dropped, server unreachable): tRPC gives
 * such an error no `data`. An answer from the server (the trial is over, too many messages, blocked)
 * carries its code in `data` and is a refusal, not something a reconnect fixes.
 */
export function isNetworkFailure(error: unknown): boolean {
	return !(error instanceof TRPCClientError && error.data);
}

export interface FlushSteps<Stored> {
	/** The waiting messages, oldest first. */
	list(): Promise<OutboxMessage[]>;
	/** chat.send with the message's own clientId; resolves once the server stored it. */
	send(message: OutboxMessage): Promise<Stored>;
	/** Shows the stored message (before it leaves the outbox, so it is never missing from the screen). */
	onSent(message: OutboxMessage, stored: Stored): void;
	remove(clientId: string): Promise<void>;
	/** The server refused it; `error` says why (a block's refusal is shown without a retry). */
	markFailed(clientId: string, error: unknown): Promise<void>;
}

export interface FlushResult {
	sent: number;
	refused: number;
	/** Stopped at a network failure: what is left waits for the next chance. */
	interrupted: boolean;
}

/**
 * Sends the waiting messages once each, in order. A message leaves the outbox only after the server
 * stored it. A network failure stops the flush (the rest would fail alike, and sending a later one
 * first would change the order); a refusal marks that message failed and goes on with the next.
 */
export async function flushOutbox<Stored>(steps: FlushSteps<Stored>): Promise<FlushResult> {
	const result: FlushResult = { sent: 0, refused: 0, interrupted: false };
	for (const message of await steps.list()) {
		if (message.failed) continue;
		let stored: Stored;
		try {
			stored = await steps.send(message);
		} catch (error) {
			if (isNetworkFailure(error)) return { ...result, interrupted: true };
			await steps.markFailed(message.clientId, error);
			result.refused++;
			continue;
		}
		steps.onSent(message, stored);
		await steps.remove(message.clientId);
		result.sent++;
	}
	return result;
}

/** The part of the Web Locks API (navigator.locks, shared by all tabs of the origin) the flusher uses. */
export interface TabLocks {
	request<T>(name: string, work: () => Promise<T>): Promise<T>;
}

function browserLocks(): TabLocks | null {
	return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as TabLocks) : null;
}

/**
 * One flush at a time: in this tab a call during a flush joins it and asks for one more pass (a
 * message queued meanwhile is not missed); across tabs a Web Lock makes the next tab's flush start
 * after this one removed what it sent, so a reconnect in two tabs sends nothing twice. (Were one
 * sent twice anyway, its clientId makes the server store it once.)
 */
export function createOutboxFlusher<Stored>(
	steps: FlushSteps<Stored>,
	{ lockName = 'edge-chat-outbox', locks = browserLocks() }: { lockName?: string; locks?: TabLocks | null } = {},
) {
	let running: Promise<FlushResult> | null = null;
	let again = false;
	return {
		flush(): Promise<FlushResult> {
			if (running) {
				again = true;
				return running;
			}
			running = (async () => {
				const total: FlushResult = { sent: 0, refused: 0, interrupted: false };
				do {
					again = false;
					const pass = await (locks ? locks.request(lockName, () => flushOutbox(steps)) : flushOutbox(steps));
					total.sent += pass.sent;
					total.refused += pass.refused;
					total.interrupted = pass.interrupted;
				} while (again && !total.interrupted);
				return total;
			})().finally(() => {
				running = null;
			});
			return running;
		},
	};
}
