import { REPORTED_KINDS, type ReportedKind } from '@edge/db/staff-kinds';
import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { hiddenMark } from './content-visibility';
import { openReasons } from './open-reports';
import { findReportedContent, reportedAuthor } from './reported-content';
import type { ReportQueueInput } from './staff-reports.schema';
import type { ReportedItem, ReportQueuePage } from './staff-reports.types';

type Deps = Pick<ApiDeps, 'db'>;

/**
 * Every open report of the four kinds, one row per reported item: the item, how many reports and
 * the first one's time. A chat report without a message (the other person had written nothing)
 * points at nothing staff could hide, and is left out.
 */
const OPEN_REPORTS = sql`(
	select 'review' as kind, review_id as item_id, created_at from review_reports where resolved_at is null
	union all
	select 'wallPost', post_id, created_at from wall_reports where resolved_at is null and post_id is not null
	union all
	select 'wallComment', comment_id, created_at from wall_reports where resolved_at is null and comment_id is not null
	union all
	select 'chatMessage', message_id, created_at from chat_reports where resolved_at is null and message_id is not null
)`;

/**
 * Every item hidden now, of the four kinds, with when it was hidden. No index holds hidden_at: the
 * hidden view reads each table whole, which a staff page opened now and then can afford (an index
 * is the fix when the tables grow; docs/admin.md).
 */
const HIDDEN_ITEMS = sql`(
	select 'review' as kind, id as item_id, hidden_at as at from reviews where hidden_at is not null
	union all
	select 'wallPost', id, hidden_at from wall_posts where hidden_at is not null
	union all
	select 'wallComment', id, hidden_at from wall_comments where hidden_at is not null
	union all
	select 'chatMessage', id, hidden_at from messages where hidden_at is not null
)`;

interface QueueRow {
	kind: ReportedKind;
	itemId: number;
	/** The first open report's time (open view), or when it was hidden (hidden view), in ms. */
	at: number;
}

/** `<first report ms>:<kind>:<item id>` of the last row shown; the queue goes by that triple. */
function parseCursor(cursor: string): { at: number; kind: string; id: number } {
	const match = /^(\d{1,15}):([a-zA-Z]{1,20}):(\d{1,15})$/.exec(cursor);
	if (!match) throw new AppError('BAD_REQUEST', 'errors.badRequest');
	return { at: Number(match[1]), kind: match[2] ?? '', id: Number(match[3]) };
}

function known(rows: { kind: string; item_id: number; at: number }[]): QueueRow[] {
	return rows.flatMap((row) =>
		(REPORTED_KINDS as readonly string[]).includes(row.kind)
			? [{ kind: row.kind as ReportedKind, itemId: row.item_id, at: row.at }]
			: [],
	);
}

/** Oldest first by the first open report; the cursor is the last row's (time, kind, id). */
function openRows(db: DbOrTx, input: ReportQueueInput, limit: number): QueueRow[] {
	const kindFilter = input.kind ? sql`where kind = ${input.kind}` : sql``;
	let after = sql``;
	if (input.cursor) {
		const cursor = parseCursor(input.cursor);
		after = sql`having min(created_at) > ${cursor.at}
			or (min(created_at) = ${cursor.at} and (kind > ${cursor.kind} or (kind = ${cursor.kind} and item_id > ${cursor.id})))`;
	}
	return known(
		db.all(sql`
			select kind, item_id, min(created_at) as at
			from ${OPEN_REPORTS} ${kindFilter}
			group by kind, item_id ${after}
			order by at, kind, item_id
			limit ${limit}`),
	);
}

/** Newest hidden first; the cursor is the last row's (time, kind, id). */
function hiddenRows(db: DbOrTx, input: ReportQueueInput, limit: number): QueueRow[] {
	const conditions = [input.kind ? sql`kind = ${input.kind}` : null];
	if (input.cursor) {
		const cursor = parseCursor(input.cursor);
		conditions.push(
			sql`(at < ${cursor.at} or (at = ${cursor.at} and (kind < ${cursor.kind} or (kind = ${cursor.kind} and item_id < ${cursor.id}))))`,
		);
	}
	const present = conditions.filter((condition) => condition !== null);
	const where = present.length > 0 ? sql`where ${sql.join(present, sql` and `)}` : sql``;
	return known(
		db.all(sql`
			select kind, item_id, at from ${HIDDEN_ITEMS} ${where}
			order by at desc, kind desc, item_id desc
			limit ${limit}`),
	);
}

/** One reported item as the queue shows it, or null when it no longer exists. */
export function reportedItem(db: DbOrTx, kind: ReportedKind, id: number): ReportedItem | null {
	const content = findReportedContent(db, kind, id);
	if (!content) return null;
	const reasons = openReasons(db, kind, id);
	return {
		kind,
		id,
		count: reasons.length,
		firstReportedAt: reasons[0]?.reportedAt ?? null,
		reasons,
		title: content.title,
		text: content.text,
		createdAt: content.createdAt.toISOString(),
		author: reportedAuthor(db, content.authorId),
		hidden: hiddenMark(content),
		context: content.context,
	};
}

/**
 * The queue: reported items oldest first by their first open report, a page at a time; or, in the
 * hidden view, the items hidden now, the last hidden first, to restore them.
 */
export function reportQueue(deps: Deps, input: ReportQueueInput): ReportQueuePage {
	const limit = input.limit ?? 20;
	const rows = (input.view === 'hidden' ? hiddenRows : openRows)(deps.db, input, limit + 1);
	const page = rows.slice(0, limit);
	const items = page.flatMap((row) => {
		const item = reportedItem(deps.db, row.kind, row.itemId);
		return item ? [item] : [];
	});
	const last = page.at(-1);
	return {
		items,
		nextCursor: rows.length > limit && last ? `${last.at}:${last.kind}:${last.itemId}` : null,
	};
}

/** One item for staff.reports.item, whether or not it has open reports. */
export function requireReportedItem(deps: Deps, kind: ReportedKind, id: number): ReportedItem {
	const item = reportedItem(deps.db, kind, id);
	if (!item) throw new AppError('NOT_FOUND', 'admin.reports.errors.notFound');
	return item;
}
