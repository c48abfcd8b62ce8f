import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';
import type { ReplyForm } from './reply-form';
import type { ReportReviewButton } from './report-review-button';
import type { ReviewForm } from './review-form';

/*
 * The review form, the owner's reply form and the report button load only for the signed-in
 * viewers who get them: they bring the API's schemas and the form library (~36 KB), which a visitor
 * reading a profile never needs (docs/bench.md, "Lighthouse").
 */
export const LazyReviewForm: LazyComponent<typeof ReviewForm> = lazyComponent(() =>
	import('./review-form').then((module) => module.ReviewForm),
);
export const LazyReplyForm: LazyComponent<typeof ReplyForm> = lazyComponent(() =>
	import('./reply-form').then((module) => module.ReplyForm),
);
export const LazyReportReviewButton: LazyComponent<typeof ReportReviewButton> = lazyComponent(() =>
	import('./report-review-button').then((module) => module.ReportReviewButton),
);
