import type { Limits } from '@edge/api';
import type { Metrics } from './metrics';

/**
 * The limits with live streams counted: every stream takes a 'streams:ip' slot when it opens and
 * gives it back when it ends, however it ends (packages/api/src/shared/limits/limited-stream.ts),
 * so counting those slots counts the open streams without touching the stream code.
 */
export function countStreams(limits: Limits, metrics: Pick<Metrics, 'streamOpened' | 'streamClosed'>): Limits {
	return {
		consume: (name, key, points) => limits.consume(name, key, points),
		consumeAll: (checks) => limits.consumeAll(checks),
		async tryHold(checks) {
			const release = await limits.tryHold(checks);
			if (!release || !checks.some((check) => check.name === 'streams:ip')) return release;
			metrics.streamOpened();
			let released = false;
			return () => {
				if (!released) {
					released = true;
					metrics.streamClosed();
				}
				return release();
			};
		},
	};
}
