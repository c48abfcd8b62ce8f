import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The post form and the report dialog load when first opened: they bring the API's schemas and the
 * form library, which reading the wall never needs (a post list draws ~40% faster on a phone
 * without evaluating them; docs/bench.md, "Lighthouse").
 */
const PostFormModal = lazy(() => import('./post-form-modal').then((module) => ({ default: module.PostFormModal })));
const ReportModal = lazy(() => import('./report-modal').then((module) => ({ default: module.ReportModal })));

export function LazyPostFormModal(props: ComponentProps<typeof PostFormModal>) {
	return (
		<Suspense fallback={null}>
			<PostFormModal {...props} />
		</Suspense>
	);
}

export function LazyReportModal(props: ComponentProps<typeof ReportModal>) {
	return (
		<Suspense fallback={null}>
			<ReportModal {...props} />
		</Suspense>
	);
}
