import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { queryClient } from '../../lib/query-client';
import { BUILD_ID } from './build-id';
import { reloadOnceForChunk } from './chunk-load';
import { hasSavedDrafts } from './drafts-key';
import { type BeforeInstallPromptEvent, useInstallEvent } from './install-event';
import { countVisit, readDismissedAt, shouldOfferInstall } from './install-prompt';
import { useOnline } from './online-status';
import { watchSessionForCaches } from './session-cache-guard';

// Not on the server, which renders the first view of some pages (docs/ssr.md).
if (typeof document !== 'undefined') document.documentElement.dataset.build = BUILD_ID;

// Shown rarely (offline, or once an install can be offered): loaded only then, not with the first
// page. A notice whose code cannot load (offline without the worker) is simply not shown.
const Nothing = () => null;
const OfflineNotice = lazy<ComponentType>(() =>
	import('./offline-notice').then(
		(module) => ({ default: module.OfflineNotice }),
		() => ({ default: Nothing }),
	),
);
const InstallBanner = lazy<ComponentType<{ event: BeforeInstallPromptEvent }>>(() =>
	import('./install-banner').then(
		(module) => ({ default: module.InstallBanner }),
		() => ({ default: Nothing }),
	),
);

/** The app-wide PWA pieces, mounted once by the root route (docs/pwa.md). */
export function PwaRoot() {
	const online = useOnline();
	const installEvent = useInstallEvent();
	const [visits] = useState(() => countVisit(localStorage, sessionStorage));
	const offerInstall =
		installEvent !== null &&
		shouldOfferInstall({
			visits,
			dismissedAt: readDismissedAt(localStorage),
			standalone: matchMedia('(display-mode: standalone)').matches,
			now: Date.now(),
		});
	useEffect(() => {
		// Text typed before an update reload comes back as its fields appear. Drafts exist only after
		// such a reload: the keeper's code loads only then.
		let stopRestoring = () => {};
		let stopped = false;
		if (hasSavedDrafts()) {
			void import('./draft-keeper').then(
				(keeper) => {
					if (!stopped) stopRestoring = keeper.restoreDrafts();
				},
				() => undefined,
			);
		}
		// Vite's own preload failures (a CSS or JS dependency of a chunk gone after a deploy).
		const onPreloadError = (event: Event) => {
			if (reloadOnceForChunk()) event.preventDefault();
		};
		window.addEventListener('vite:preloadError', onPreloadError);
		const stopWatching = watchSessionForCaches(queryClient);
		return () => {
			stopped = true;
			stopRestoring();
			window.removeEventListener('vite:preloadError', onPreloadError);
			stopWatching();
		};
	}, []);
	return (
		<Suspense fallback={null}>
			{!online && <OfflineNotice />}
			{offerInstall && <InstallBanner event={installEvent} />}
		</Suspense>
	);
}
