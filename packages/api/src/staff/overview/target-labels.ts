import { messages, profiles, reviews, users, verificationRequests, wallComments, wallPosts } from '@edge/db';
import type { StaffTargetKind } from '@edge/db/staff-kinds';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';

export interface TargetRef {
	targetKind: StaffTargetKind | null;
	targetId: string | null;
}

/** How long an excerpt of a comment or a chat message is, in characters. */
const EXCERPT = 80;

function excerpt(text: string): string {
	return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

function numericIds(refs: readonly TargetRef[], kind: StaffTargetKind): number[] {
	return [
		...new Set(
			refs
				.filter((ref) => ref.targetKind === kind && ref.targetId !== null)
				.map((ref) => Number(ref.targetId))
				.filter((id) => Number.isSafeInteger(id) && id > 0),
		),
	];
}

function textIds(refs: readonly TargetRef[], kind: StaffTargetKind): string[] {
	return [...new Set(refs.flatMap((ref) => (ref.targetKind === kind && ref.targetId !== null ? [ref.targetId] : [])))];
}

type LabelReader = (db: DbOrTx, ids: number[]) => Array<{ id: number; label: string | null }>;

/** One query per kind with numeric ids: the label of each of those targets. */
const LABEL_READERS: Partial<Record<StaffTargetKind, LabelReader>> = {
	review: (db, ids) =>
		db
			.select({ id: reviews.id, label: profiles.title })
			.from(reviews)
			.innerJoin(profiles, eq(profiles.id, reviews.profileId))
			.where(inArray(reviews.id, ids))
			.all(),
	wallPost: (db, ids) =>
		db.select({ id: wallPosts.id, label: wallPosts.title }).from(wallPosts).where(inArray(wallPosts.id, ids)).all(),
	wallComment: (db, ids) =>
		db
			.select({ id: wallComments.id, body: wallComments.body })
			.from(wallComments)
			.where(inArray(wallComments.id, ids))
			.all()
			.map((row) => ({ id: row.id, label: excerpt(row.body) })),
	chatMessage: (db, ids) =>
		db
			.select({ id: messages.id, body: messages.body })
			.from(messages)
			.where(inArray(messages.id, ids))
			.all()
			.map((row) => ({ id: row.id, label: excerpt(row.body) })),
	profile: (db, ids) =>
		db.select({ id: profiles.id, label: profiles.title }).from(profiles).where(inArray(profiles.id, ids)).all(),
	verification: (db, ids) =>
		db
			.select({ id: verificationRequests.id, label: verificationRequests.businessName })
			.from(verificationRequests)
			.where(inArray(verificationRequests.id, ids))
			.all(),
};

/**
 * A readable name for each target of a page of audit rows or notices: the profile a review is on,
 * a wall post's title, the start of a comment or chat message, a user's e-mail (only with
 * `withEmails`: staff read it, a notice never shows one). One query per kind present on the page.
 * Targets deleted since are simply missing from the map (the audit has no foreign keys on purpose).
 */
export function targetLabels(
	db: DbOrTx,
	refs: readonly TargetRef[],
	options: { withEmails: boolean },
): Map<string, string> {
	const labels = new Map<string, string>();
	for (const [kind, read] of Object.entries(LABEL_READERS) as Array<[StaffTargetKind, LabelReader]>) {
		const ids = numericIds(refs, kind);
		if (ids.length === 0) continue;
		for (const row of read(db, ids)) if (row.label) labels.set(`${kind}:${row.id}`, row.label);
	}
	const userIds = options.withEmails ? textIds(refs, 'user') : [];
	if (userIds.length > 0) {
		for (const row of db
			.select({ id: users.id, email: users.email })
			.from(users)
			.where(inArray(users.id, userIds))
			.all())
			labels.set(`user:${row.id}`, row.email);
	}
	return labels;
}

export function labelOf(labels: Map<string, string>, ref: TargetRef): string | null {
	return ref.targetKind && ref.targetId !== null ? (labels.get(`${ref.targetKind}:${ref.targetId}`) ?? null) : null;
}
