import { type ApiDeps, pruneMailOutbox } from '@edge/api';
import type { Logger } from '../log/logger';

/**
 * Every send prunes the outbox first; this timer does it for a server that sends nothing, so a
 * local outbox's link is gone at most PRUNE_INTERVAL_MS after it expired. Unref'd; returns stop.
 */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export function startMailRetention(deps: Pick<ApiDeps, 'db' | 'clock' | 'logError'>, log: Logger): () => void {
	const prune = () => {
		try {
			const { secretsRemoved, deleted } = pruneMailOutbox(deps.db, deps.clock.now());
			if (secretsRemoved + deleted > 0) log({ level: 'info', msg: 'mail outbox pruned', secretsRemoved, deleted });
		} catch (error) {
			deps.logError(error, { via: 'mail:retention' });
		}
	};
	const every = setInterval(prune, PRUNE_INTERVAL_MS).unref();
	return () => clearInterval(every);
}
