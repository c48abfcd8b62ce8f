import type { BusEvent, ChatBus } from './chat-bus';

/** What a stream reads from the bus: the events of one key, in the order they were published. */
export interface BusInbox {
	/** Resolves once the subscription is live (ChatBus.subscribed): read stored events after it. */
	ready: Promise<void>;
	/** The next event, waiting for one; null once `signal` aborted (the client left). */
	next(): Promise<BusEvent | null>;
	/** Unsubscribes; call it when the stream ends, however it ends. */
	close(): void;
}

/**
 * Subscribes to one key of the bus and buffers what arrives until the stream takes it, so a stream
 * can subscribe first and read stored events after without losing what is published meanwhile.
 * Both live streams (the chat's and the wall's) read the bus through this.
 */
export function openBusInbox(bus: ChatBus, key: string, signal: AbortSignal | undefined): BusInbox {
	const pending: BusEvent[] = [];
	let wake: (() => void) | null = null;
	const notify = () => {
		const resolve = wake;
		wake = null;
		resolve?.();
	};
	const unsubscribe = bus.subscribe(key, (event) => {
		pending.push(event);
		notify();
	});
	signal?.addEventListener('abort', notify);
	return {
		ready: bus.subscribed?.(key) ?? Promise.resolve(),
		async next() {
			for (;;) {
				if (signal?.aborted) return null;
				const event = pending.shift();
				if (event) return event;
				await new Promise<void>((resolve) => {
					wake = resolve;
				});
			}
		},
		close() {
			signal?.removeEventListener('abort', notify);
			unsubscribe();
		},
	};
}
