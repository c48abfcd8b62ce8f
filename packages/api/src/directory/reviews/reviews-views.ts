/** Reading reviews: a profile's page of review cards and its rating summary (issue 7). */
import { type profiles, reviewReports, reviews, users } from '@edge/db';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { type ContentViewer, hiddenMark, visibleTo } from '../../staff/reports/content-visibility';
import { requireProfile } from '../profile-access';
import { ratingAverage } from '../rating-average';
import type { RatingSummary, ReviewPage, ReviewView } from './reviews.types';

type Deps = Pick<ApiDeps, 'db'>;

/** "Ana P.": the first name and the initial of the last name. */
export function publicAuthorName(firstName: string, lastName: string): string {
	const initial = lastName.trim().charAt(0).toLocaleUpperCase('es');
	return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** Reviews with their author's name and whether `viewerId` reported them (no viewer: nobody). */
function reviewRows(db: DbOrTx, viewerId: string | null) {
	return db
		.select({
			id: reviews.id,
			profileId: reviews.profileId,
			authorId: reviews.authorId,
			rating: reviews.rating,
			comment: reviews.comment,
			reply: reviews.reply,
			repliedAt: reviews.repliedAt,
			createdAt: reviews.createdAt,
			updatedAt: reviews.updatedAt,
			hiddenAt: reviews.hiddenAt,
			hiddenReason: reviews.hiddenReason,
			firstName: users.firstName,
			lastName: users.lastName,
			reportId: reviewReports.id,
		})
		.from(reviews)
		.innerJoin(users, eq(users.id, reviews.authorId))
		.leftJoin(reviewReports, and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.reporterId, viewerId ?? '')))
		.$dynamic();
}

type ReviewJoinRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['all']>>[number];

function toReviewView(row: ReviewJoinRow, viewerId: string | null) {
	return {
		id: row.id,
		profileId: row.profileId,
		rating: row.rating,
		comment: row.comment,
		authorName: publicAuthorName(row.firstName, row.lastName),
		createdAt: row.createdAt.toISOString(),
		editedAt: row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt.toISOString() : null,
		reply: row.reply !== null ? { text: row.reply, repliedAt: (row.repliedAt ?? row.createdAt).toISOString() } : null,
		mine: viewerId !== null && row.authorId === viewerId,
		reportedByMe: row.reportId !== null,
		hidden: hiddenMark(row),
	} satisfies ReviewView;
}

export function reviewViewById(db: DbOrTx, reviewId: number, viewerId: string | null) {
	const row = reviewRows(db, viewerId).where(eq(reviews.id, reviewId)).get();
	if (!row) throw new AppError('NOT_FOUND', 'reviews.notFound');
	return toReviewView(row, viewerId);
}

/**
 * A page of a profile's reviews, newest first. Hidden reviews are left out, except the viewer's own
 * (marked hidden) and, for staff, all of them. The cursor is the last id shown and pages go by id,
 * so reviews written while someone reads go above the first page and never shift the next pages;
 * an edit keeps its review's id and place.
 */
export function listReviews(
	deps: Deps,
	viewer: ContentViewer,
	input: { profileId: number; cursor?: number | null; limit: number },
) {
	requireProfile(deps.db, input.profileId);
	const viewerId = viewer.id;
	const rows = reviewRows(deps.db, viewerId)
		.where(
			and(
				eq(reviews.profileId, input.profileId),
				input.cursor ? lt(reviews.id, input.cursor) : undefined,
				visibleTo(reviews.hiddenAt, reviews.authorId, viewer),
			),
		)
		.orderBy(desc(reviews.id))
		.limit(input.limit + 1)
		.all();
	const items = rows.slice(0, input.limit).map((row) => toReviewView(row, viewerId));
	const last = items.at(-1);
	return { items, nextCursor: rows.length > input.limit && last ? last.id : null } satisfies ReviewPage;
}

/**
 * Average and count as the triggers keep them, the 1-5 distribution, and the caller's own review.
 * Like the triggers, the distribution counts visible reviews only; the caller's own review comes
 * back even hidden, marked, so its author knows why it is gone for others.
 */
export function reviewSummary(deps: Deps, viewerId: string | null, profileId: number) {
	const profile = requireProfile(deps.db, profileId);
	const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
	const counts = deps.db
		.select({ rating: reviews.rating, count: sql<number>`count(*)` })
		.from(reviews)
		.where(and(eq(reviews.profileId, profileId), isNull(reviews.hiddenAt)))
		.groupBy(reviews.rating)
		.all();
	for (const { rating, count } of counts) if (rating >= 1 && rating <= 5) distribution[rating - 1] = count;
	const own = viewerId
		? reviewRows(deps.db, viewerId)
				.where(and(eq(reviews.profileId, profileId), eq(reviews.authorId, viewerId)))
				.get()
		: undefined;
	return {
		count: profile.ratingCount,
		average: ratingAverage(profile.ratingSum, profile.ratingCount),
		distribution,
		mine: own ? toReviewView(own, viewerId) : null,
	} satisfies RatingSummary;
}

/** For other features' profile views: the two rating fields every view carries. */
export function profileRating(row: Pick<typeof profiles.$inferSelect, 'ratingSum' | 'ratingCount'>) {
	return { ratingCount: row.ratingCount, ratingAverage: ratingAverage(row.ratingSum, row.ratingCount) };
}
