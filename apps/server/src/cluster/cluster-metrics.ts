import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * GET /metrics for the whole cluster (docs/operations.md, "Several processes"). Whichever worker
 * takes the scrape asks the primary over IPC; the primary gathers every worker's registry with
 * prom-client's AggregatorRegistry (which asks each worker over IPC itself) and answers with the
 * summed text. Each metric says how it adds up (its `aggregator`, metrics/metrics.ts).
 *
 * worker → primary: { edge: 'metrics', id }
 * primary → worker: { edge: 'metrics', id, text } or { edge: 'metrics', id, error }
 */
export interface MetricsMessage {
	edge: 'metrics';
	id: number;
	text?: string;
	error?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
	typeof message === 'object' && message !== null && (message as { edge?: unknown }).edge === 'metrics';

/**
 * How long a worker waits for the primary's answer. prom-client's primary gives up on a silent
 * worker after 5 s and answers with its error, so this later limit only covers a primary that does
 * not answer at all: the scrape gets a 503 rather than hanging until the scraper's own time-out.
 */
export const METRICS_FROM_PRIMARY_TIMEOUT_MS = 6_000;

/**
 * Offers this worker's registry to the primary's aggregation. AggregatorRegistry's constructor is
 * what installs the worker's answer to the primary's IPC request, and setRegistries says which
 * registries it reads (our own, not prom-client's global one, which holds nothing).
 */
export function shareRegistryWithPrimary(registry: Registry): void {
	new AggregatorRegistry();
	AggregatorRegistry.setRegistries([registry]);
}

/** The IPC channel a worker has to its primary; a parameter so tests can stand in for the primary. */
export interface PrimaryChannel {
	send(message: MetricsMessage): void;
	onMessage(listener: (message: unknown) => void): void;
}

const processChannel: PrimaryChannel = {
	send: (message) => {
		// With a callback a failed send (the primary gone) is no 'error' event on the process, which
		// would end it: the request then runs into its time-out and the scrape gets its 503.
		process.send?.(message, () => {});
	},
	onMessage: (listener) => {
		process.on('message', listener);
	},
};

/**
 * A worker's way to read the cluster's metrics: each call sends a request with its own id and
 * resolves with the primary's text, or rejects on the primary's error or after `timeoutMs`.
 */
export function createPrimaryMetricsReader(
	channel: PrimaryChannel = processChannel,
	timeoutMs = METRICS_FROM_PRIMARY_TIMEOUT_MS,
): () => Promise<string> {
	const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
	let nextId = 0;
	channel.onMessage((message) => {
		if (!isMetricsMessage(message)) return;
		const waiting = pending.get(message.id);
		if (!waiting) return; // answered after its time-out: the scrape already had its 503
		pending.delete(message.id);
		if (typeof message.text === 'string') waiting.resolve(message.text);
		else waiting.reject(new Error(`the primary could not gather the metrics: ${message.error ?? 'no reason given'}`));
	});
	return () =>
		new Promise<string>((resolve, reject) => {
			nextId += 1;
			const id = nextId;
			const timer = setTimeout(() => {
				pending.delete(id);
				reject(new Error(`the primary did not answer within ${timeoutMs} ms`));
			}, timeoutMs);
			pending.set(id, {
				resolve: (text) => {
					clearTimeout(timer);
					resolve(text);
				},
				reject: (error) => {
					clearTimeout(timer);
					reject(error);
				},
			});
			channel.send({ edge: 'metrics', id });
		});
}

/** The workers' side of the primary, as node:cluster offers it; a parameter for tests. */
export interface WorkerEvents {
	on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
	on(event: 'fork', listener: (worker: Worker) => void): unknown;
}

/**
 * The primary's side: answers each worker's request with every worker's metrics summed. Called once,
 * before the workers are forked. A request that fails (a worker that does not answer: dying, or
 * still starting) is answered with the error, which the asking worker turns into a 503.
 *
 * Sending to a worker that has just died, before the primary has seen its channel close, fails with
 * EPIPE, and Node reports that as the worker's 'error' event; unhandled, that event ends the primary
 * and every worker with it. prom-client's request to every worker sends that way, so each worker
 * forked gets a listener that only reports it (the dead worker's exit follows).
 */
export function answerMetricsRequests(
	complain: (line: string) => void,
	workers: WorkerEvents = cluster,
	gather: () => Promise<string> = clusterGatherer(),
): void {
	workers.on('fork', (worker) => {
		worker.on('error', (error: Error) => {
			complain(`a message to worker pid ${worker.process.pid} failed (${error.message}): it is going away`);
		});
	});
	workers.on('message', (worker, message) => {
		if (!isMetricsMessage(message)) return;
		const reply = (answer: MetricsMessage) => {
			// The asking worker may have died meanwhile: nobody is left to answer, and the callback
			// takes the failed send's error (no 'error' event).
			if (worker.isConnected()) worker.send(answer, () => {});
		};
		gather().then(
			(text) => reply({ edge: 'metrics', id: message.id, text }),
			(error: unknown) =>
				reply({ edge: 'metrics', id: message.id, error: error instanceof Error ? error.message : String(error) }),
		);
	});
}

/** prom-client's aggregation across the live workers (it asks each over IPC, waiting 5 s at most). */
function clusterGatherer(): () => Promise<string> {
	const aggregator = new AggregatorRegistry();
	return () => aggregator.clusterMetrics();
}
