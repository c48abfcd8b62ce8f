import type { ApiDeps } from '@edge/api';
import type { Logger } from '../log/logger';
import type { Metrics } from '../metrics/metrics';
import { type PaypalSetup, preparePaypalSimulator } from '../payments/paypal';
import { startChatRetention } from './chat-retention-job';
import { startMailRetention } from './mail-retention-job';
import { startPaypalReconcile } from './paypal-reconcile-job';
import { startUploadSweep } from './upload-sweep-job';

/** The jobs below, as the start-up line of the process that runs them names them. */
export const PERIODIC_JOBS = ['chat retention', 'mail outbox pruning', 'upload sweep', 'paypal reconcile'] as const;

export interface PeriodicJobs {
	/** Clears the timers: called as the stop begins, so no job starts while requests finish. */
	stopTimers(): void;
	/** Waits for a reconcile under way, then stops the simulator this process runs (if any). */
	stop(): Promise<void>;
}

/**
 * The timer jobs of a server: chat retention, the mail outbox pruning, the upload sweep, and
 * PayPal's (the simulator's plans at start, the hourly reconcile). One process runs them: the one
 * process, or worker 1 of a cluster (docs/decisions.md, D122). Run in every
 * worker they would do the same deletes N times and ask PayPal N times an hour for the same answers.
 */
export async function startPeriodicJobs(
	deps: ApiDeps,
	paypal: PaypalSetup,
	webhookUrl: string,
	log: Logger,
	metrics: Pick<Metrics, 'reconcileRan'>,
): Promise<PeriodicJobs> {
	await preparePaypalSimulator(deps, paypal, webhookUrl, log);
	const stopReconcile = startPaypalReconcile(deps, log, metrics);
	const timers = [startChatRetention(deps, log), startMailRetention(deps, log), startUploadSweep(deps, log)];
	return {
		stopTimers: () => {
			for (const stop of timers) stop();
		},
		stop: async () => {
			await stopReconcile();
			await paypal.simulator?.stop();
		},
	};
}

/** A worker that runs no jobs: nothing to stop but the simulator, which a worker never runs itself. */
export function noPeriodicJobs(paypal: PaypalSetup): PeriodicJobs {
	return { stopTimers: () => {}, stop: async () => paypal.simulator?.stop() };
}
