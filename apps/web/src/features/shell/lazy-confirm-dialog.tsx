import { type ComponentProps, lazy, Suspense } from 'react';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * ConfirmDialog, loaded and mounted only while open: a modal's code (focus trap, scroll lock,
 * portal: ~30 KB) is never needed by a reader who does not delete anything, and a page of cards
 * does not mount a closed dialog per card.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
	if (!props.opened) return null;
	return (
		<Suspense fallback={null}>
			<ConfirmDialog {...props} />
		</Suspense>
	);
}
