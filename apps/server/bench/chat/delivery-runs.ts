/**
 * The runs every chat part measures once its streams are open (./chat-bench.ts on one server,
 * ./chat-redis-bench.ts across two): the warm-up, messages one at a time, then a few senders at
 * once; the same requests to the sender and subscribers processes and the same figures either way.
 */
import { type Latency, summarize } from '../directory/percentiles';
import type { Child } from './child';
import type { SendResult } from './sender';
import type { Deliveries } from './subscribers';

/** Concurrent senders of the throughput run: "a few". */
export const SENDER_CONCURRENCY = 8;
/** Streams and messages of the warm-up, before the memory is read (code loaded, JIT warm). */
export const WARMUP_USERS = 20;
const WARMUP_MESSAGES = 40;
/** How long deliveries may trail the last send before the rest count as lost. */
const DELIVERY_GRACE_MS = 30_000;

/** The load processes of one measurement, the name its log lines and errors go under, and the log. */
export interface DeliveryRun {
	label: string;
	sender: Child<unknown>;
	subscribers: Child<unknown>;
	log: (line: string) => void;
}

export type LatencyFigures = Latency & { sent: number; errors: number; lost: number };

export interface ThroughputFigures {
	sent: number;
	delivered: number;
	errors: number;
	firstError: string | null;
	/** Delivered messages over the time from the first send to the last arrival. */
	perSecond: number;
	/** Every sender reached its share of the rate limit before the time was up. */
	exhausted: boolean;
	/** Delivery latency under that load. */
	latency: Latency | null;
}

function deliveriesOf(streams: Child<unknown>, sent: SendResult): Promise<Deliveries> {
	return streams.ask<Deliveries>({ type: 'await', count: sent.sent, timeoutMs: DELIVERY_GRACE_MS });
}

/** Messages among the warm-up users (set up on the sender, streams open), then their streams close. */
export async function warmUp(sender: Child<unknown>, warmStreams: Child<unknown>): Promise<void> {
	await deliveriesOf(warmStreams, await sender.ask<SendResult>({ type: 'latency', count: WARMUP_MESSAGES }));
	await warmStreams.stop();
}

/** `count` messages one at a time, each timed from send start to arrival; `how` is said in the log line. */
export async function measureLatency(run: DeliveryRun, count: number, how = ''): Promise<LatencyFigures> {
	const sent = await run.sender.ask<SendResult>({ type: 'latency', count });
	const deliveries = await deliveriesOf(run.subscribers, sent);
	if (deliveries.latenciesMs.length === 0)
		throw new Error(`${run.label}: no message delivered (${sent.firstError ?? 'no error'})`);
	const latency = summarize(deliveries.latenciesMs);
	run.log(
		`  ${run.label}: ${sent.sent} messages one at a time${how}: p50 ${latency.p50Ms.toFixed(2)} ms, p99 ${latency.p99Ms.toFixed(2)} ms`,
	);
	return { ...latency, sent: sent.sent, errors: sent.errors, lost: sent.sent - deliveries.delivered };
}

/** SENDER_CONCURRENCY senders for `seconds` on fresh delivery counts; the streams close after. */
export async function measureThroughput(run: DeliveryRun, seconds: number): Promise<ThroughputFigures> {
	await run.subscribers.ask({ type: 'reset' });
	const load = await run.sender.ask<SendResult>({ type: 'throughput', seconds, concurrency: SENDER_CONCURRENCY });
	const deliveries = await deliveriesOf(run.subscribers, load);
	const spanSeconds = (Math.max(deliveries.lastArrival, load.endedAt) - load.startedAt) / 1000;
	const perSecond = deliveries.delivered / spanSeconds;
	run.log(
		`  ${run.label}: ${SENDER_CONCURRENCY} senders for ${seconds} s: ${load.sent} sent, ${deliveries.delivered} delivered, ${Math.round(perSecond)} messages/s${load.errors ? `, ${load.errors} errors (${load.firstError})` : ''}`,
	);
	await run.subscribers.ask({ type: 'close' });
	return {
		sent: load.sent,
		delivered: deliveries.delivered,
		errors: load.errors,
		firstError: load.firstError,
		perSecond,
		exhausted: load.exhausted,
		latency: deliveries.latenciesMs.length > 0 ? summarize(deliveries.latenciesMs) : null,
	};
}
