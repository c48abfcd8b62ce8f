/**
 * A profile's average from the columns the review triggers keep (profiles.rating_sum and
 * rating_count); null while nobody has reviewed it. Every profile view uses this one rule.
 */
export function ratingAverage(ratingSum: number, ratingCount: number): number | null {
	return ratingCount > 0 ? ratingSum / ratingCount : null;
}
