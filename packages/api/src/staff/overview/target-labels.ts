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
	const put = (kind: StaffTargetKind, id: string | number, label: string | null | undefined) => {
		if (label) labels.set(`${kind}:${id}`, label);
	};
	const reviewIds = numericIds(refs, 'review');
	if (reviewIds.length > 0) {
		for (const row of db
			.select({ id: reviews.id, title: profiles.title })
			.from(reviews)
			.innerJoin(profiles, eq(profiles.id, reviews.profileId))
			.where(inArray(reviews.id, reviewIds))
			.all())
			put('review', row.id, row.title);
	}
	const postIds = numericIds(refs, 'wallPost');
	if (postIds.length > 0) {
		for (const row of db
			.select({ id: wallPosts.id, title: wallPosts.title })
			.from(wallPosts)
			.where(inArray(wallPosts.id, postIds))
			.all())
			put('wallPost', row.id, row.title);
	}
	const commentIds = numericIds(refs, 'wallComment');
	if (commentIds.length > 0) {
		for (const row of db
			.select({ id: wallComments.id, body: wallComments.body })
			.from(wallComments)
			.where(inArray(wallComments.id, commentIds))
			.all())
			put('wallComment', row.id, excerpt(row.body));
	}
	const messageIds = numericIds(refs, 'chatMessage');
	if (messageIds.length > 0) {
		for (const row of db
			.select({ id: messages.id, body: messages.body })
			.from(messages)
			.where(inArray(messages.id, messageIds))
			.all())
			put('chatMessage', row.id, excerpt(row.body));
	}
	const profileIds = numericIds(refs, 'profile');
	if (profileIds.length > 0) {
		for (const row of db
			.select({ id: profiles.id, title: profiles.title })
			.from(profiles)
			.where(inArray(profiles.id, profileIds))
			.all())
			put('profile', row.id, row.title);
	}
	const verificationIds = numericIds(refs, 'verification');
	if (verificationIds.length > 0) {
		for (const row of db
			.select({ id: verificationRequests.id, name: verificationRequests.businessName })
			.from(verificationRequests)
			.where(inArray(verificationRequests.id, verificationIds))
			.all())
			put('verification', row.id, row.name);
	}
	const userIds = options.withEmails ? textIds(refs, 'user') : [];
	if (userIds.length > 0) {
		for (const row of db
			.select({ id: users.id, email: users.email })
			.from(users)
			.where(inArray(users.id, userIds))
			.all())
			put('user', row.id, row.email);
	}
	return labels;
}

export function labelOf(labels: Map<string, string>, ref: TargetRef): string | null {
	return ref.targetKind && ref.targetId !== null ? (labels.get(`${ref.targetKind}:${ref.targetId}`) ?? null) : null;
}
