import './mantine-styles';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { Component, type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { getStoredToken } from './lib/auth-token';
import { initI18n, readsServerLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { watchSessionEnd } from './lib/session-end';
import { yieldToBrowser } from './lib/yield-to-browser';
import { createAppRouter } from './router';
import { DRAWN_ATTRIBUTE, makeDrawnFieldsLive, makeDrawnPageLive } from './ssr/drawn-page';
import { watchTakeOver } from './ssr/take-over';
import { recordDrawnFields } from './ssr/typed-before-take-over';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Not top-level awaits: the route chunks the router loads import this chunk, and would wait for
// its evaluation to end, which would be waiting for them.
void start(root);

async function start(root: HTMLElement) {
	// Read before anything changes the page: the server marks the root of a page it drew.
	const drawn = root.hasAttribute(DRAWN_ATTRIBUTE);
	await initI18n();
	// Each step a task of its own (the catalogs, the router's route tree, React's first render): one
	// task for all three blocked the page for some 20 ms on a fast machine, ten times that on a phone.
	await yieldToBrowser();
	const router = createAppRouter(queryClient);
	// A session ended elsewhere signs this tab out on the next answer that says so (docs/api.md).
	watchSessionEnd(router);
	await yieldToBrowser();

	// The server draws some public pages for a visit without a session, in the visitor's language
	// (docs/ssr.md). The browser takes that HTML over when it would draw the same; a browser with a
	// token, or reading the other language, draws the page anew.
	if (drawn && readsServerLanguage() && !getStoredToken()) {
		// React hydrates the root first and the page's Suspense boundaries after it, each once its code
		// is there: the drawn page comes live when the page and its lazy parts have (ssr/take-over.ts),
		// not at the root's first commit, when none of its buttons had a handler yet.
		watchTakeOver(liftInert);
		startTransition(() => {
			// RouterClient hydrates the router from the router's own scripts in the page (its matches,
			// React Query's answers, the catalogs, which it loads first: router.tsx), loading the matched
			// routes' code; React then takes the page over in slices.
			hydrateRoot(
				root,
				<AppRoot queryClient={queryClient}>
					<DrawnAnew router={router}>
						<RouterClient router={router} />
					</DrawnAnew>
				</AppRoot>,
				{
					// A text that changed between the two renders (a minute ticked over) is redrawn by React;
					// it is worth a warning, not an error.
					onRecoverableError: (error) => console.warn('Hydration', error),
				},
			);
		});
	} else {
		// What the visitor types into the drawn page from now on is carried into the app's page: its
		// text fields (and their forms) come live at once. Its buttons have no handler until the app
		// has drawn its own, so they and the root's mark stay until its first commit.
		recordDrawnFields(root);
		makeDrawnFieldsLive(root);
		// The drawn page stays on screen until the app has its route's code and data: rendered at once,
		// the app replaced it with an empty page while they loaded.
		if (drawn) await router.load().catch(() => undefined);
		// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
		// the browser between them, instead of one long task that blocks input (Lighthouse's TBT).
		const reactRoot = createRoot(root);
		startTransition(() =>
			reactRoot.render(
				<AppRoot queryClient={queryClient} onFirstCommit={liftInert}>
					<RouterProvider router={router} />
				</AppRoot>,
			),
		);
	}
}

/**
 * Takes the page over, or draws it anew when the take-over fails (a route's code cannot be loaded
 * while the router hydrates, say): React then renders the router in the browser in place of the
 * drawn page, and the router loads the route as on a page it draws itself, instead of leaving a
 * blank page.
 */
class DrawnAnew extends Component<
	{ router: ReturnType<typeof createAppRouter>; children: ReactNode },
	{ failed: boolean }
> {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override render() {
		return this.state.failed ? <RouterProvider router={this.props.router} /> : this.props.children;
	}
}

/**
 * The server's page arrives with its forms, fields and buttons inert (first-view.ts, ssr/drawn-page.ts;
 * its links work from the start): until React has taken it over, a tap on a button would do nothing
 * and typed text could be reset. The end of the take-over lifts it (ssr/take-over.ts), or the app's
 * first commit when it draws the page anew, and takes the root's mark off.
 */
function liftInert() {
	if (root) makeDrawnPageLive(root);
}
