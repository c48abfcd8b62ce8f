import { useMediaQuery } from '@mantine/hooks';
import { lazyComponent } from '../../lib/lazy-component';

/** Shown only in the installed app (display-mode: standalone) on windows narrower than 640 px. */
export const BOTTOM_NAV_QUERY = '(display-mode: standalone) and (max-width: 639.98px)';

const BottomNav = lazyComponent(() => import('./bottom-nav').then((module) => module.BottomNav));

/**
 * The bottom bar, whose code loads only where it shows: a browser tab never downloads it, which
 * keeps it out of the first load of / (docs/bench.md).
 */
export function BottomNavSlot() {
	const visible = useMediaQuery(BOTTOM_NAV_QUERY, false, { getInitialValueInEffect: false });
	return visible ? <BottomNav /> : null;
}
