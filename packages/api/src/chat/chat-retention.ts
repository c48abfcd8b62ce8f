import { chatEvents, type Db } from '@edge/db';
import { min } from 'drizzle-orm';
import { statement } from '../shared/statement-cache';

/**
 * How long stored chat events are kept for streams to resume from. Messages, offers and marks live
 * in their own tables for good; an event only lets a reconnecting stream catch up, and a client
 * away longer than this reloads what it shows instead (the stream's fresh start).
 */
export const CHAT_EVENT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement: short write transactions, so sends are never held up for long. */
const PRUNE_BATCH = 1_000;

/**
 * Deletes the events older than the retention, oldest first, in small batches; returns how many.
 * Ids rise with time, so the oldest rows are the first in id order and each batch stops early.
 */
export function pruneChatEvents(db: Db, now: Date): number {
	const cutoff = now.getTime() - CHAT_EVENT_RETENTION_DAYS * DAY_MS;
	const batch = statement(
		db,
		'delete from chat_events where id in (select id from chat_events where created_at < ? order by id limit ?)',
	);
	let deleted = 0;
	for (;;) {
		const { changes } = batch.run(cutoff, PRUNE_BATCH);
		deleted += changes;
		if (changes < PRUNE_BATCH) return deleted;
	}
}

/**
 * Whether events after `lastEventId` may have been deleted, so replaying what is left could skip
 * some: the id is older than every event kept, while later ones were written (and so pruned, or
 * deleted with an account). Such a stream starts fresh and its client reloads what it shows.
 */
export function mayHaveGap(db: Db, lastEventId: number): boolean {
	const oldest =
		db
			.select({ id: min(chatEvents.id) })
			.from(chatEvents)
			.get()?.id ?? null;
	if (oldest !== null) return lastEventId < oldest - 1;
	// None kept: any id issued after this one was deleted.
	const issued = statement(db, "select seq from sqlite_sequence where name = 'chat_events'").get() as
		| { seq: number }
		| undefined;
	return lastEventId < (issued?.seq ?? 0);
}
