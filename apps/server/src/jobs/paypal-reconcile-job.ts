import { type ApiDeps, reconcileSubscriptions } from '@edge/api';
import type { Logger } from '../log/logger';
import type { Metrics } from '../metrics/metrics';

export const RECONCILE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PayPal's hourly reconcile, in every mode, on an unref'd timer; a run under way is never doubled.
 * Returns the stop function, which waits for a run under way.
 */
export function startPaypalReconcile(
	deps: ApiDeps,
	log: Logger,
	metrics?: Pick<Metrics, 'reconcileRan'>,
): () => Promise<void> {
	let running: Promise<unknown> | null = null;
	const timer = setInterval(() => {
		running ??= reconcileSubscriptions(deps)
			.then((summary) => {
				metrics?.reconcileRan('ok');
				log({ level: 'info', msg: 'paypal reconcile', ...summary });
			})
			.catch((error) => {
				metrics?.reconcileRan('failed');
				deps.logError(error, { via: 'paypal:reconcile' });
			})
			.finally(() => {
				running = null;
			});
	}, RECONCILE_INTERVAL_MS);
	timer.unref();
	return async () => {
		clearInterval(timer);
		await running;
	};
}
