import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The post form, the report dialog and the delete confirmation load when first opened: they bring
 * the API's schemas, the form library and the modal's code, which reading the wall never needs (a
 * post list draws ~40% faster on a phone without evaluating them; docs/bench.md, "Lighthouse").
 */
const PostFormModal = lazy(() => import('./post-form-modal').then((module) => ({ default: module.PostFormModal })));
const ReportModal = lazy(() => import('./report-modal').then((module) => ({ default: module.ReportModal })));
const ConfirmDialog = lazy(() =>
	import('../shell/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

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

/** The confirmation before a delete: loads when asked for (a dialog's code is ~10 KB a reader never needs). */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
	return (
		<Suspense fallback={null}>
			<ConfirmDialog {...props} />
		</Suspense>
	);
}
