import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
	type AnyRouter,
	createMemoryHistory,
	createRootRoute,
	createRouter,
	RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FEATURE_CATALOG_NAMES, initI18n, loadCatalogs } from '../lib/i18n';

/** For `beforeAll`: happy-dom lacks matchMedia, which Mantine's provider reads; the copy needs i18n. */
export async function prepareWebTests() {
	window.matchMedia ??= ((query: string) => ({
		matches: false,
		media: query,
		onchange: null,
		addEventListener: () => {},
		removeEventListener: () => {},
		addListener: () => {},
		removeListener: () => {},
		dispatchEvent: () => false,
	})) as typeof window.matchMedia;
	// happy-dom has no font loading API; Mantine's autosizing Textarea reads it.
	if (!('fonts' in document))
		Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
	// The app's visitors read Spanish, as the browser tests' contexts do (e2e/support/app.ts): happy-dom
	// says en-US, and the app starts in the browser's language (lib/i18n.ts).
	Object.defineProperty(navigator, 'languages', { value: ['es-DO', 'es'], configurable: true });
	await initI18n();
	// Components are rendered outside their routes, whose loaders would load these.
	await loadCatalogs(FEATURE_CATALOG_NAMES);
}

/** Renders `ui` inside Mantine and, given a client, React Query. */
export function renderWithProviders(ui: ReactNode, client?: QueryClient) {
	return render(
		<MantineProvider>{client ? <QueryClientProvider client={client}>{ui}</QueryClientProvider> : ui}</MantineProvider>,
	);
}

/** Renders `router` inside the providers, waiting for its first render. */
export async function renderRouter(router: AnyRouter, client?: QueryClient) {
	await act(async () => {
		renderWithProviders(<RouterProvider router={router} />, client);
	});
}

/** Renders `component` as the only route at `/` of a memory router, inside the providers. */
export async function renderRoute(component: () => ReactNode, client: QueryClient = new QueryClient()) {
	const rootRoute = createRootRoute({ component });
	const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
	await renderRouter(router, client);
}
