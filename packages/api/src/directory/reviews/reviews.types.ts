/**
 * What the reviews procedures answer (issue 7). Dates are ISO strings. The views check their shape
 * with `satisfies` and keep inferred types, so the web reads them through AppRouter alone.
 */

export interface ReviewView {
	id: number;
	profileId: number;
	rating: number;
	comment: string | null;
	/** First name and last initial only ("Ana P."): a review does not publish the author's full name. */
	authorName: string;
	createdAt: string;
	/** Set when the author changed the review after writing it. */
	editedAt: string | null;
	/** The profile owner's one reply. */
	reply: { text: string; repliedAt: string } | null;
	/** The caller wrote it (may edit and remove it; may not report it). */
	mine: boolean;
	/** The caller has reported it already. */
	reportedByMe: boolean;
	/** Hidden by staff: only its author and staff get it, with when and why (docs/admin.md). */
	hidden: { hiddenAt: string; reason: string | null } | null;
}

export interface ReviewPage {
	items: ReviewView[];
	/** Pass as `cursor` for the next page; null on the last page. */
	nextCursor: number | null;
}

export interface RatingSummary {
	count: number;
	/** rating_sum / rating_count; null while there are no reviews. */
	average: number | null;
	/** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
	distribution: [number, number, number, number, number];
	/** The caller's own review, for the form to edit; null when none or signed out. */
	mine: ReviewView | null;
}
