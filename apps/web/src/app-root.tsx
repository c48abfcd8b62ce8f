import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { LazyNotifications } from './lib/lazy-notifications';
import type { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/** The whole app, the same tree in the browser and in the server's render of a first view. */
export function AppRoot({
	queryClient,
	router,
	onFirstCommit,
}: {
	queryClient: QueryClient;
	router: ReturnType<typeof createAppRouter>;
	/** Called once React has committed the first render (the hydration of a server-drawn page). */
	onFirstCommit?: () => void;
}) {
	return (
		<StrictMode>
			<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
				<LazyNotifications />
				<QueryClientProvider client={queryClient}>
					<RouterProvider router={router} />
				</QueryClientProvider>
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
