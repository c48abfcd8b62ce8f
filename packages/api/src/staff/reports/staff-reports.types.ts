import type { ReportedKind, StaffRole } from '@edge/db/staff-kinds';

/** What staff.reports answers (docs/admin.md). Dates are ISO strings; text is plain, never HTML. */

export interface ReportReason {
	/** What the reporter wrote; null when they gave no reason (a review's or a chat's report). */
	reason: string | null;
	reportedAt: string;
	reporterId: string;
	reporterName: string;
}

export interface ReportedAuthor {
	id: string;
	name: string;
	email: string;
	/** The author's account is suspended now. */
	suspended: boolean;
	/** When suspended, since when (the users part's rules read it). */
	suspendedAt: string | null;
	/** The author's staff role: the page offers warn and suspend by the users part's rules. */
	staffRole: StaffRole | null;
}

/** A message around the reported one, for staff to read it in its conversation. */
export interface ContextMessage {
	id: number;
	senderId: string;
	senderName: string;
	body: string;
	createdAt: string;
	/** The reported message itself. */
	reported: boolean;
	hidden: boolean;
}

export type ReportContext =
	| { kind: 'review'; profile: { id: number; title: string; kind: string } | null; rating: number }
	| { kind: 'wallPost' }
	| { kind: 'wallComment'; post: { id: number; title: string } }
	| { kind: 'chatMessage'; conversationId: number; messages: ContextMessage[] };

/** One reported item: the reports of it still open, the content, its author and where it is. */
export interface ReportedItem {
	kind: ReportedKind;
	id: number;
	/** How many reports of it are open. */
	count: number;
	/** The first open report's time: the queue is oldest first by it. */
	firstReportedAt: string | null;
	reasons: ReportReason[];
	/** A wall post's title; null for the other kinds. */
	title: string | null;
	/** The text reported: the review's comment, the post's content, the comment, the message. */
	text: string;
	createdAt: string;
	author: ReportedAuthor;
	hidden: { hiddenAt: string; reason: string | null } | null;
	context: ReportContext;
}

export interface ReportQueuePage {
	items: ReportedItem[];
	/** Pass as `cursor` for the next page; null on the last page. */
	nextCursor: string | null;
}
