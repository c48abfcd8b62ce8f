import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
	answerMetricsRequests,
	createPrimaryMetricsReader,
	type MetricsMessage,
	type PrimaryChannel,
	type WorkerEvents,
} from './cluster-metrics';

/**
 * One worker and its primary joined by in-memory channels in place of IPC: what the worker sends
 * reaches the primary's 'message' listener with the worker, what the primary sends reaches the
 * worker's. `connected: false` is a worker that died while its request was out.
 */
function joined(gather: () => Promise<string>, options: { connected?: boolean } = {}) {
	const primarySide = new EventEmitter();
	const workerSide = new EventEmitter();
	const sentToWorker: MetricsMessage[] = [];
	const worker = {
		isConnected: () => options.connected ?? true,
		send: (message: MetricsMessage) => {
			sentToWorker.push(message);
			workerSide.emit('message', message);
			return true;
		},
	} as unknown as Worker;
	const channel: PrimaryChannel = {
		send: (message) => primarySide.emit('message', worker, message),
		onMessage: (listener) => workerSide.on('message', listener),
	};
	answerMetricsRequests(() => {}, primarySide as WorkerEvents, gather);
	return { channel, sentToWorker, workerSide };
}

describe('a worker asking the primary for the cluster’s metrics', () => {
	it('gets the text the primary gathered, each request answered under its own id', async () => {
		let calls = 0;
		const { channel, sentToWorker } = joined(async () => {
			calls += 1;
			return `edge_live_streams ${calls}\n`;
		});
		const read = createPrimaryMetricsReader(channel, 1_000);
		const [first, second] = await Promise.all([read(), read()]);
		expect(new Set([first, second])).toEqual(new Set(['edge_live_streams 1\n', 'edge_live_streams 2\n']));
		expect(sentToWorker.map((message) => message.id).sort()).toEqual([1, 2]);
	});

	it('is refused with the primary’s reason when gathering failed (a worker that did not answer)', async () => {
		const { channel } = joined(async () => {
			throw new Error('Operation timed out.');
		});
		await expect(createPrimaryMetricsReader(channel, 1_000)()).rejects.toThrow(
			'the primary could not gather the metrics: Operation timed out.',
		);
	});

	it('gives up after its time-out when the primary does not answer, and ignores a late answer', async () => {
		let answer: (text: string) => void = () => {};
		const { channel, workerSide } = joined(
			() =>
				new Promise<string>((resolve) => {
					answer = resolve;
				}),
		);
		const read = createPrimaryMetricsReader(channel, 50);
		await expect(read()).rejects.toThrow('the primary did not answer within 50 ms');
		let late = 0;
		workerSide.on('message', () => {
			late += 1;
		});
		answer('too late\n');
		await expect.poll(() => late).toBe(1);
	});

	it('the primary sends nothing to a worker that died meanwhile', async () => {
		const { channel, sentToWorker } = joined(async () => 'x 1\n', { connected: false });
		const read = createPrimaryMetricsReader(channel, 50);
		await expect(read()).rejects.toThrow(/did not answer/);
		expect(sentToWorker).toEqual([]);
	});

	it('a send to a worker that has just died is reported, not left to end the primary', () => {
		const primarySide = new EventEmitter();
		const complaints: string[] = [];
		answerMetricsRequests(
			(line) => complaints.push(line),
			primarySide as WorkerEvents,
			async () => '',
		);
		// What Node does when a send meets the closed pipe of a worker killed a moment ago: an 'error'
		// event on the worker, which throws when nothing listens.
		const worker = Object.assign(new EventEmitter(), { process: { pid: 4242 } });
		primarySide.emit('fork', worker);
		expect(() => worker.emit('error', new Error('write EPIPE'))).not.toThrow();
		expect(complaints).toEqual(['a message to worker pid 4242 failed (write EPIPE): it is going away']);
	});

	it('leaves other messages alone', async () => {
		let gathered = 0;
		const primarySide = new EventEmitter();
		answerMetricsRequests(
			() => {},
			primarySide as WorkerEvents,
			async () => {
				gathered += 1;
				return '';
			},
		);
		primarySide.emit('message', {} as Worker, { edge: 'serving', port: 3000 });
		primarySide.emit('message', {} as Worker, null);
		expect(gathered).toBe(0);
	});
});
