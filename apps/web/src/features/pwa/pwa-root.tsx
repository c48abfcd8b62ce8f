import { useEffect } from 'react';
import { queryClient } from '../../lib/query-client';
import { BUILD_ID } from './build-id';
import { reloadOnceForChunk } from './chunk-load';
import { restoreDrafts } from './draft-keeper';
import { InstallBanner } from './install-banner';
import { OfflineNotice } from './offline-notice';
import { watchSessionForCaches } from './session-cache-guard';

document.documentElement.dataset.build = BUILD_ID;

/** The app-wide PWA pieces, mounted once by the root route (docs/pwa.md). */
export function PwaRoot() {
	useEffect(() => {
		// Text typed before an update reload comes back as its fields appear.
		const stopRestoring = restoreDrafts();
		// Vite's own preload failures (a CSS or JS dependency of a chunk gone after a deploy).
		const onPreloadError = (event: Event) => {
			if (reloadOnceForChunk()) event.preventDefault();
		};
		window.addEventListener('vite:preloadError', onPreloadError);
		const stopWatching = watchSessionForCaches(queryClient);
		return () => {
			stopRestoring();
			window.removeEventListener('vite:preloadError', onPreloadError);
			stopWatching();
		};
	}, []);
	return (
		<>
			<OfflineNotice />
			<InstallBanner />
		</>
	);
}
