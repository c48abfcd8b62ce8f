import { type ApiDeps, sweepUnusedUploads } from '@edge/api';
import type { Logger } from '../log/logger';

/** Hourly is plenty for uploads kept a day; the first run waits a minute so start-up stays quick. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Deletes uploads nothing has shown for a day (packages/api/src/images/upload-sweep.ts), by the
 * app's clock, on unref'd timers so they never keep the process alive. Returns the stop function.
 */
export function startUploadSweep(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'uploadsDir' | 'logError'>,
	log: Logger,
): () => void {
	const sweep = () => {
		try {
			const swept = sweepUnusedUploads(deps, deps.clock.now());
			if (swept.uploads.length > 0 || swept.strayFolders.length > 0)
				log({
					level: 'info',
					msg: 'unused uploads swept',
					uploads: swept.uploads.length,
					strayFolders: swept.strayFolders.length,
				});
		} catch (error) {
			deps.logError(error, { via: 'uploads:sweep' });
		}
	};
	const first = setTimeout(sweep, FIRST_SWEEP_MS).unref();
	const every = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
	return () => {
		clearTimeout(first);
		clearInterval(every);
	};
}
