import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { LazyNotifications } from './lib/lazy-notifications';
import { theme } from './theme';

/**
 * The whole app, the same tree in the browser and in the server's draw of a page. `children` is the
 * router's element, which differs by side as TanStack Router's SSR has it: `RouterServer` in the
 * draw (ssr/entry-server.tsx), `RouterClient` when the browser takes a drawn page over, and
 * `RouterProvider` when it draws the page itself (main.tsx). The first two render the same tree.
 */
export function AppRoot({
	queryClient,
	children,
	onFirstCommit,
}: {
	queryClient: QueryClient;
	children: ReactNode;
	/**
	 * Called once React has committed the first render. Not the end of a drawn page's hydration, which
	 * goes on boundary by boundary after it (ssr/take-over.ts).
	 */
	onFirstCommit?: () => void;
}) {
	return (
		<StrictMode>
			{/* The theme's CSS variables are a stylesheet written from this same theme (theme-variables.css):
			 rendered here, Mantine worked them out again on every page's first render in the browser
			 (4 ms of a listing's take-over on this machine) and the server wrote 9 KB of them into
			 every drawn page. */}
			<MantineProvider theme={theme} withCssVariables={false}>
				<LazyNotifications />
				<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
			</MantineProvider>
			<FirstCommit onCommit={onFirstCommit} />
		</StrictMode>
	);
}

/** Rendered on the server too, so the tree (and the ids React derives from it) is the same on both. */
function FirstCommit({ onCommit }: { onCommit?: () => void }) {
	useEffect(() => onCommit?.(), [onCommit]);
	return null;
}
