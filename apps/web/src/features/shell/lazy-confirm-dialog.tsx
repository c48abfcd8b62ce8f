import type { ComponentProps } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { ConfirmDialog as ConfirmDialogComponent } from './confirm-dialog';

const ConfirmDialog = lazyComponent(() => import('./confirm-dialog').then((module) => module.ConfirmDialog));

/**
 * ConfirmDialog, loaded and mounted only while open: a modal's code (focus trap, scroll lock,
 * portal: ~30 KB) is never needed by a reader who does not delete anything, and a page of cards
 * does not mount a closed dialog per card.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialogComponent>) {
	if (!props.opened) return null;
	return <ConfirmDialog {...props} />;
}
