import type { AnyRouter } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import type { DehydratedMatch } from './first-view-data';

declare global {
	interface Window {
		/** Where TanStack Router's hydration reads the server's router state. */
		$_TSR?: unknown;
	}
}

/**
 * Gives the router the state the server drew with, through its own hydration (which loads the
 * matched routes' code and marks them loaded), so React's hydration renders the same tree. The state
 * comes from the page's JSON block: the router's usual bootstrap is an inline script, which the
 * page's CSP refuses.
 */
export async function hydrateRouter(router: AnyRouter, matches: DehydratedMatch[]): Promise<void> {
	window.$_TSR = {
		router: { manifest: undefined, matches, dehydratedData: undefined },
		buffer: [],
		initialized: false,
	};
	await hydrate(router);
}
