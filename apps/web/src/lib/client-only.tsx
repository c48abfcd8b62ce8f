import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { isTakingOver } from '../ssr/take-over';

/**
 * False on the server and while React takes a drawn page over, true afterwards (and from the start
 * of a page the browser draws alone). Parts that read the browser (storage, media queries, the
 * install event) render only then, so the server's HTML and the hydrating render agree.
 *
 * After a take-over the switch is a transition, rendered in slices: React's useSyncExternalStore
 * switched at once in a synchronous render of everything under it (the shell's client-only parts,
 * 20 ms in one task on a fast machine; docs/bench.md, "Lighthouse").
 */
export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !isTakingOver());
	useEffect(() => {
		if (!hydrated) startTransition(() => setHydrated(true));
	}, [hydrated]);
	return hydrated;
}

/** Renders its children only in the browser, after hydration (see useHydrated). */
export function ClientOnly({ children }: { children: ReactNode }) {
	return useHydrated() ? children : null;
}
