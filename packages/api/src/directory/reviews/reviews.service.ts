/**
 * Writing reviews (issue 7, docs/directory.md "Reviews"). The profile's rating count and sum are
 * never written here: triggers on `reviews` move them in the same statement as the review, so the
 * average stays exact however many reviews land at once.
 */
import { type ReviewRow, reviewReports, reviews, type UserRow } from '@edge/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { Tx } from '../../shared/db-tx';
import { writeTransaction } from '../../shared/write-transaction';
import { requireOwnedProfile, requireProfile } from '../profile-access';
import type { replyReviewSchema, reportReviewSchema, upsertReviewSchema } from './reviews.schema';
import { publishReviewsChanged } from './reviews-live';
import { reviewViewById } from './reviews-views';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

function requireReview(tx: Tx, reviewId: number): ReviewRow {
	const row = tx.select().from(reviews).where(eq(reviews.id, reviewId)).get();
	if (!row) throw new AppError('NOT_FOUND', 'reviews.notFound');
	return row;
}

/**
 * The caller's review of a profile: created the first time, edited after that (one per user per
 * profile, kept by the unique index). Nobody reviews their own profile. An owner's reply stays
 * when the author edits: it answered the author, and the author chose to keep the conversation.
 */
export function upsertReview(deps: Deps, user: UserRow, input: z.output<typeof upsertReviewSchema>) {
	const now = deps.clock.now();
	const { id, profileId } = writeTransaction(deps.db, (tx) => {
		// Same connection as tx (better-sqlite3 is synchronous), so this read is inside the transaction.
		const profile = requireProfile(deps.db, input.profileId);
		if (profile.ownerId === user.id) throw new AppError('FORBIDDEN', 'reviews.ownProfile');
		const row = tx
			.insert(reviews)
			.values({
				profileId: profile.id,
				authorId: user.id,
				rating: input.rating,
				comment: input.comment,
				createdAt: now,
				updatedAt: now,
			})
			.onConflictDoUpdate({
				target: [reviews.profileId, reviews.authorId],
				set: { rating: input.rating, comment: input.comment, updatedAt: now },
			})
			.returning({ id: reviews.id })
			.get();
		return { id: row.id, profileId: profile.id };
	});
	// Open profile pages read their reviews again (reviews.live).
	publishReviewsChanged(deps.chatBus, profileId);
	return reviewViewById(deps.db, id, user.id);
}

/** The author removes their own review; the triggers take its stars out of the average. */
export function removeReview(deps: Deps, user: UserRow, reviewId: number): { removed: true } {
	const profileId = writeTransaction(deps.db, (tx) => {
		const row = requireReview(tx, reviewId);
		if (row.authorId !== user.id) throw new AppError('FORBIDDEN', 'errors.forbidden');
		tx.delete(reviews).where(eq(reviews.id, row.id)).run();
		return row.profileId;
	});
	publishReviewsChanged(deps.chatBus, profileId);
	return { removed: true };
}

/**
 * The profile owner answers a review, once. A reply is not edited afterwards: the reviewer and
 * other readers may already have read it, and "the owner replies once" is the rule the spec states.
 * The guard `reply IS NULL` in the update makes two simultaneous replies end with one.
 */
export function replyToReview(deps: Deps, user: UserRow, input: z.output<typeof replyReviewSchema>) {
	const now = deps.clock.now();
	writeTransaction(deps.db, (tx) => {
		const row = requireReview(tx, input.reviewId);
		requireOwnedProfile(deps.db, row.profileId, user.id);
		const written = tx
			.update(reviews)
			.set({ reply: input.reply, repliedAt: now })
			.where(and(eq(reviews.id, row.id), isNull(reviews.reply)))
			.run();
		if (written.changes === 0) throw new AppError('CONFLICT', 'reviews.alreadyReplied');
	});
	return reviewViewById(deps.db, input.reviewId, user.id);
}

/** Anyone signed in flags a review for moderation, once per review; not their own review. */
export function reportReview(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	user: UserRow,
	input: z.output<typeof reportReviewSchema>,
): { reported: true } {
	const now = deps.clock.now();
	writeTransaction(deps.db, (tx) => {
		const row = requireReview(tx, input.reviewId);
		if (row.authorId === user.id) throw new AppError('FORBIDDEN', 'reviews.ownReview');
		const stored = tx
			.insert(reviewReports)
			.values({ reviewId: row.id, reporterId: user.id, reason: input.reason, createdAt: now })
			.onConflictDoNothing()
			.run();
		if (stored.changes === 0) throw new AppError('CONFLICT', 'reviews.alreadyReported');
	});
	return { reported: true };
}
