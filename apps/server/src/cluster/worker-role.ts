/**
 * What the primary tells each worker it forks (./cluster-primary.ts), through the worker's
 * environment: cluster.fork re-runs the same main.js, and the environment is the one channel that
 * exists before the worker's code runs. The names are internal: no one sets them by hand.
 */
export interface WorkerRole {
	/** 1..WEB_CONCURRENCY: the place this worker fills; a worker restarted after a death takes the same. */
	slot: number;
	/** True for slot 1: the periodic jobs (retention, sweep, outbox pruning, reconcile) run here only. */
	runsJobs: boolean;
	/**
	 * In simulator mode the primary runs the one PayPal simulator (its state file is one per DATA_DIR,
	 * and a simulator in each worker would share the cluster's listening port); workers call it here.
	 */
	paypalSimulator: { url: string; webhookId: string } | null;
}

const SLOT = 'EDGE_WORKER_SLOT';
const RUNS_JOBS = 'EDGE_WORKER_RUNS_JOBS';
const SIMULATOR_URL = 'EDGE_PAYPAL_SIMULATOR_URL';
const SIMULATOR_WEBHOOK_ID = 'EDGE_PAYPAL_SIMULATOR_WEBHOOK_ID';

/** The slot that runs the periodic jobs (docs/decisions.md, D122). */
export const JOBS_SLOT = 1;

/** The environment a worker is forked with. */
export function workerEnv(role: WorkerRole): Record<string, string> {
	return {
		[SLOT]: String(role.slot),
		[RUNS_JOBS]: role.runsJobs ? 'true' : 'false',
		...(role.paypalSimulator
			? { [SIMULATOR_URL]: role.paypalSimulator.url, [SIMULATOR_WEBHOOK_ID]: role.paypalSimulator.webhookId }
			: {}),
	};
}

/** The role the primary gave this worker; throws when the environment lacks it (not forked by ours). */
export function workerRoleFromEnv(env: NodeJS.ProcessEnv): WorkerRole {
	const slot = Number(env[SLOT]);
	if (!Number.isInteger(slot) || slot < 1) throw new Error(`${SLOT} is missing: a worker is forked by the primary`);
	const url = env[SIMULATOR_URL];
	const webhookId = env[SIMULATOR_WEBHOOK_ID];
	return {
		slot,
		runsJobs: env[RUNS_JOBS] === 'true',
		paypalSimulator: url && webhookId ? { url, webhookId } : null,
	};
}
