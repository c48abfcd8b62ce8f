import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The review form, the owner's reply form and the report button load only for the signed-in
 * viewers who get them: they bring the API's schemas and the form library (~36 KB), which a visitor
 * reading a profile never needs (docs/bench.md, "Lighthouse").
 */
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));
const ReplyForm = lazy(() => import('./reply-form').then((module) => ({ default: module.ReplyForm })));
const ReportReviewButton = lazy(() =>
	import('./report-review-button').then((module) => ({ default: module.ReportReviewButton })),
);

export function LazyReviewForm(props: ComponentProps<typeof ReviewForm>) {
	return (
		<Suspense fallback={null}>
			<ReviewForm {...props} />
		</Suspense>
	);
}

export function LazyReplyForm(props: ComponentProps<typeof ReplyForm>) {
	return (
		<Suspense fallback={null}>
			<ReplyForm {...props} />
		</Suspense>
	);
}

export function LazyReportReviewButton(props: ComponentProps<typeof ReportReviewButton>) {
	return (
		<Suspense fallback={null}>
			<ReportReviewButton {...props} />
		</Suspense>
	);
}
