import { chatEvents } from '@edge/db';
import type { DbOrTx } from '../shared/db-tx';
import type { ChatBus, ChatEvent } from './chat-bus';

/**
 * Stores an event for one user inside the caller's transaction, so it exists exactly when the
 * change it reports does. Publish what the transaction returned only after it committed
 * (`publishAll`): a stream never shows something that was rolled back.
 */
export function recordChatEvent(db: DbOrTx, userId: string, type: string, payload: unknown, now: Date): ChatEvent {
	const row = db
		.insert(chatEvents)
		.values({ userId, type, payload: JSON.stringify(payload), createdAt: now })
		.returning({ id: chatEvents.id })
		.get();
	return { id: row.id, userId, type, payload };
}

export function publishAll(bus: ChatBus, events: readonly ChatEvent[]): void {
	for (const event of events) bus.publish(event);
}
