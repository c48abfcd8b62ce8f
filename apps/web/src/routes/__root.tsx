import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PwaRoot } from '../features/pwa/pwa-root';
import { RouteError } from '../features/pwa/route-error';
import { BottomNavSlot } from '../features/shell/bottom-nav-slot';
import { NotFoundPage } from '../features/shell/not-found';
import { PwaUpdater } from '../features/shell/pwa-updater';
import { ClientOnly } from '../lib/client-only';

export interface RouterContext {
	/** Loaders call queryClient.ensureQueryData(trpc.x.queryOptions()) with the same options as components. */
	queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
	component: RootLayout,
	errorComponent: RouteError,
	notFoundComponent: NotFoundPage,
});

function RootLayout() {
	return (
		<>
			<Outlet />
			{/* They read the browser (display mode, storage, the worker): not part of a server-rendered page. */}
			<ClientOnly>
				<BottomNavSlot />
				<PwaUpdater />
				<PwaRoot />
			</ClientOnly>
		</>
	);
}
