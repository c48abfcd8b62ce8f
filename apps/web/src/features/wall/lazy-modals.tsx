import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';
import type { PostFormModal } from './post-form-modal';
import type { ReportModal } from './report-modal';

/*
 * The post form and the report dialog load when first opened: they bring the API's schemas and the
 * form library, which reading the wall never needs (a post list draws ~40% faster on a phone
 * without evaluating them; docs/bench.md, "Lighthouse").
 */
export const LazyPostFormModal: LazyComponent<typeof PostFormModal> = lazyComponent(() =>
	import('./post-form-modal').then((module) => module.PostFormModal),
);
export const LazyReportModal: LazyComponent<typeof ReportModal> = lazyComponent(() =>
	import('./report-modal').then((module) => module.ReportModal),
);
