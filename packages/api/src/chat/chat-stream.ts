import { chatEvents } from '@edge/db';
import { tracked } from '@trpc/server';
import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import type { DbOrTx } from '../shared/db-tx';
import { prepared } from '../shared/prepared';
import { openBusInbox } from './bus-inbox';
import { isBusGap } from './chat-bus';
import { mayHaveGap } from './chat-retention';

/** What each event of the stream carries; `payload`'s shape depends on `type` (ChatStreamEvent, offers, billing). */
export interface ChatStreamData {
	type: string;
	payload: unknown;
}

/** Rows read per query while catching up, so a long-disconnected client does not load all at once. */
const BACKFILL_BATCH = 200;

/**
 * The id a client resumes from: the tracked id of the last stored event it saw. Anything else (no
 * id, or not a number) starts the stream at the live events, with nothing replayed.
 */
function resumeFrom(lastEventId: string | null | undefined): number | null {
	if (!lastEventId || !/^\d{1,15}$/.test(lastEventId)) return null;
	return Number(lastEventId);
}

/** The newest stored event of the user (0 for none): a fresh stream starts after it. */
function latestEventId(deps: Pick<ApiDeps, 'db'>, userId: string): number {
	return prepared(deps.db, newestEventOfUser).get({ userId })?.id ?? 0;
}

const newestEventOfUser = (db: DbOrTx) =>
	db
		.select({ id: max(chatEvents.id) })
		.from(chatEvents)
		.where(eq(chatEvents.userId, sql.placeholder('userId')))
		.prepare();

/** The user's stored events after `after`, up to and including `upTo`, in id order. */
function unsentUpTo(deps: Pick<ApiDeps, 'db'>, userId: string, after: number, upTo: number) {
	return deps.db
		.select()
		.from(chatEvents)
		.where(and(eq(chatEvents.userId, userId), gt(chatEvents.id, after), lte(chatEvents.id, upTo)))
		.orderBy(asc(chatEvents.id))
		.all();
}

/**
 * The user's stored events after `after`, in id order, read BACKFILL_BATCH at a time; stops early
 * once `signal` aborted (the client left).
 */
function* storedAfter(deps: Pick<ApiDeps, 'db'>, userId: string, after: number, signal: AbortSignal | undefined) {
	let last = after;
	for (;;) {
		const rows = deps.db
			.select()
			.from(chatEvents)
			.where(and(eq(chatEvents.userId, userId), gt(chatEvents.id, last)))
			.orderBy(asc(chatEvents.id))
			.limit(BACKFILL_BATCH)
			.all();
		for (const row of rows) {
			if (signal?.aborted) return;
			last = row.id;
			yield row;
		}
		if (rows.length < BACKFILL_BATCH) return;
	}
}

/**
 * A user's chat stream: subscribe to the bus first (buffering), then replay the stored events after
 * the client's last event id, then a 'ready' event, then the live ones, skipping any already sent.
 * 'ready' is tracked with the newest id the stream has covered: on a fresh stream (no last id) the
 * client refetches what it shows when it arrives, and a reconnect resumes from there. Stored events are
 * tracked with their row id (the SSE id a reconnect sends back); transient ones (typing) are sent
 * untracked, and tRPC restores the client's last id right after them, so they never move the point
 * a reconnect resumes from.
 *
 * Live events of one process arrive in id order: a service publishes synchronously right after its
 * synchronous SQLite commit, so no later commit can publish first. A bus shared by several processes
 * (`mayReorder`: Redis) can deliver a later id first; SQLite commits one writer at a time, so when
 * a row is visible every smaller id of the user is too, and the stream reads those from the table
 * before the live one: the skip below can stay a high mark, and a late copy is skipped by it.
 * When such a bus says it may have lost events (BUS_GAP: Redis was away and is back), the stream
 * sends every stored row after its high mark, so nothing committed meanwhile is missed.
 */
export async function* chatEventStream(
	deps: Pick<ApiDeps, 'db' | 'chatBus'>,
	userId: string,
	lastEventId: string | null | undefined,
	signal: AbortSignal | undefined,
) {
	const inbox = openBusInbox(deps.chatBus, userId, signal);
	try {
		await inbox.ready;
		let resumed = resumeFrom(lastEventId);
		// Too old to replay whole (chat-retention.ts): start fresh; 'ready' tells the client to reload.
		if (resumed !== null && mayHaveGap(deps.db, resumed)) resumed = null;
		let lastSent = resumed ?? latestEventId(deps, userId);
		if (resumed !== null) {
			for (const row of storedAfter(deps, userId, lastSent, signal)) {
				lastSent = row.id;
				yield tracked(String(row.id), { type: row.type, payload: JSON.parse(row.payload) as unknown });
			}
		}
		// Subscribed and caught up: from here every event is live. A fresh stream also gets its resume
		// point, so a reconnect before any event still resumes without a gap.
		const ready: ChatStreamData = { type: 'ready', payload: { resumed: resumed !== null } };
		yield tracked(String(lastSent), ready);
		for (let event = await inbox.next(); event; event = await inbox.next()) {
			if (isBusGap(event)) {
				// Redis was away and is back: events of this user may have been dropped on the way.
				// Their rows are stored; send every one after the last sent, as a resume would.
				for (const row of storedAfter(deps, userId, lastSent, signal)) {
					lastSent = row.id;
					yield tracked(String(row.id), { type: row.type, payload: JSON.parse(row.payload) as unknown });
				}
				continue;
			}
			const data: ChatStreamData = { type: event.type, payload: event.payload };
			if (event.id === null) {
				yield data;
			} else if (event.id > lastSent) {
				if (deps.chatBus.mayReorder) {
					for (const row of unsentUpTo(deps, userId, lastSent, event.id)) {
						lastSent = row.id;
						yield tracked(String(row.id), { type: row.type, payload: JSON.parse(row.payload) as unknown });
					}
				}
				// Without reordering, or a row already pruned: the live copy is the event.
				if (event.id > lastSent) {
					lastSent = event.id;
					yield tracked(String(event.id), data);
				}
			}
		}
	} finally {
		inbox.close();
	}
}
