import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true afterwards (and from the
 * start of a page the client renders alone). Parts that read the browser (storage, media queries,
 * the install event) render only then, so the server's HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	);
}

/** Renders its children only in the browser, after hydration (see useHydrated). */
export function ClientOnly({ children }: { children: ReactNode }) {
	return useHydrated() ? children : null;
}
