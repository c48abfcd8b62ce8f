import { chatEvents } from '@edge/db';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../shared/db-tx';
import { prepared } from '../shared/prepared';
import type { ChatBus, ChatEvent } from './chat-bus';

/**
 * Stores an event for one user inside the caller's transaction, so it exists exactly when the
 * change it reports does. Publish what the transaction returned only after it committed
 * (`publishAll`): a stream never shows something that was rolled back.
 */
export function recordChatEvent(db: DbOrTx, userId: string, type: string, payload: unknown, now: Date): ChatEvent {
	const row = prepared(db, insertEvent).get({
		userId,
		type,
		payload: JSON.stringify(payload),
		createdAt: now,
	});
	if (!row) throw new Error('chat_events insert returned no row');
	return { id: row.id, userId, type, payload };
}

const insertEvent = (db: DbOrTx) =>
	db
		.insert(chatEvents)
		.values({
			userId: sql.placeholder('userId'),
			type: sql.placeholder('type'),
			payload: sql.placeholder('payload'),
			createdAt: sql.placeholder('createdAt'),
		})
		.returning({ id: chatEvents.id })
		.prepare();

export function publishAll(bus: ChatBus, events: readonly ChatEvent[]): void {
	for (const event of events) bus.publish(event);
}
