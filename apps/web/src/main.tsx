import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { getStoredToken } from './lib/auth-token';
import { initI18n, loadCatalogs, readsServerLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { makeDrawnPageLive } from './ssr/drawn-page';
import { readFirstViewData } from './ssr/first-view-data';
import { hydrateRouter } from './ssr/hydrate-router';
import { recordDrawnFields } from './ssr/typed-before-take-over';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Not top-level awaits: the route chunks the router loads import this chunk, and would wait for
// its evaluation to end, which would be waiting for them.
void start(root);

async function start(root: HTMLElement) {
	await initI18n();
	const router = createAppRouter(queryClient);

	// The server draws the first view of some public pages for a first visit: signed out, in Spanish
	// (docs/ssr.md). The browser takes that HTML over (hydrates it) when it would draw the same; a
	// signed-in visitor or one reading in English gets the page drawn anew.
	const firstView = readFirstViewData(document);
	if (firstView && readsServerLanguage() && !getStoredToken()) {
		hydrate(queryClient, firstView.queries);
		// The texts, route code and router state the server drew with, so the first render is its page.
		await Promise.all([loadCatalogs(firstView.catalogs), hydrateRouter(router, firstView.matches)]);
		startTransition(() => {
			hydrateRoot(root, <AppRoot queryClient={queryClient} router={router} onFirstCommit={liftInert} />, {
				// A text that changed between the two renders (a minute ticked over) is redrawn by React;
				// it is worth a warning, not an error.
				onRecoverableError: (error) => console.warn('Hydration', error),
			});
		});
	} else {
		// What the visitor types into the drawn page from now on is carried into the app's page.
		recordDrawnFields(root);
		liftInert();
		// The drawn page stays on screen, live, until the app has its route's code and data: rendered
		// at once, the app replaced it with an empty page while they loaded.
		if (firstView) await router.load().catch(() => undefined);
		// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
		// the browser between them, instead of one long task that blocks input (Lighthouse's TBT).
		const reactRoot = createRoot(root);
		startTransition(() => reactRoot.render(<AppRoot queryClient={queryClient} router={router} />));
	}
}

/**
 * The server's page arrives with its forms, fields and buttons inert (first-view.ts, ssr/drawn-page.ts;
 * its links work from the start): until React has taken it over, a tap on a button would do nothing
 * and typed text could be reset. The first commit of the hydration lifts it.
 */
function liftInert() {
	if (root) makeDrawnPageLive(root);
}
