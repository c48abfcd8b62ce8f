import { type ApiDeps, pruneChatEvents } from '@edge/api';
import type { Logger } from '../log/logger';

/** Hourly is plenty for a 30-day window; the first run waits a minute so start-up stays quick. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_PRUNE_MS = 60 * 1000;

/**
 * Drops chat events past their retention (chat-retention.ts) on unref'd timers, so they never keep
 * the process alive. Returns the stop function.
 */
export function startChatRetention(deps: Pick<ApiDeps, 'db' | 'clock' | 'logError'>, log: Logger): () => void {
	const prune = () => {
		try {
			const deleted = pruneChatEvents(deps.db, deps.clock.now());
			if (deleted > 0) log({ level: 'info', msg: 'chat events pruned', deleted });
		} catch (error) {
			deps.logError(error, { via: 'chat:retention' });
		}
	};
	const first = setTimeout(prune, FIRST_PRUNE_MS).unref();
	const every = setInterval(prune, PRUNE_INTERVAL_MS).unref();
	return () => {
		clearTimeout(first);
		clearInterval(every);
	};
}
