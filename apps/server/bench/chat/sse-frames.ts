/**
 * Splits a Server-Sent Events body, fed in chunks as they arrive, into the `data` of each event.
 * Only what the chat bench reads: `data:` lines (joined with newlines when there are several),
 * comments and other fields ignored, events ended by a blank line. Pure, so it is unit-tested.
 */
export class SseFrames {
	private buffer = '';

	/** Adds a chunk and returns the data of every event it completed, in order. */
	push(chunk: string): string[] {
		this.buffer += chunk.replace(/\r\n?/g, '\n');
		const out: string[] = [];
		for (;;) {
			const end = this.buffer.indexOf('\n\n');
			if (end === -1) break;
			const frame = this.buffer.slice(0, end);
			this.buffer = this.buffer.slice(end + 2);
			const data = frame
				.split('\n')
				.filter((line) => line.startsWith('data:'))
				.map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
			if (data.length > 0) out.push(data.join('\n'));
		}
		return out;
	}
}

/** The body a bench message carries: when it was sent (ms since the epoch, sub-ms) and its number. */
export interface BenchBody {
	sentAt: number;
	seq: number;
}

export function benchBody(sentAt: number, seq: number): string {
	return JSON.stringify({ sentAt, seq } satisfies BenchBody);
}

/**
 * A received chat event's data, if it is a message someone else sent to `me` (the recipient's
 * copy: the sender's own stream gets one too, which is not a delivery). Null for anything else.
 */
export function deliveredTo(me: string, data: string): BenchBody | null {
	let event: { type?: unknown; payload?: { message?: { senderId?: unknown; body?: unknown } } };
	try {
		event = JSON.parse(data);
	} catch {
		return null;
	}
	const message = event.type === 'message' ? event.payload?.message : undefined;
	if (!message || message.senderId === me || typeof message.body !== 'string') return null;
	try {
		const body = JSON.parse(message.body) as Partial<BenchBody>;
		return typeof body.sentAt === 'number' && typeof body.seq === 'number'
			? { sentAt: body.sentAt, seq: body.seq }
			: null;
	} catch {
		return null;
	}
}

/** VmRSS of a /proc/<pid>/status text, in bytes. */
export function vmRssBytes(status: string): number {
	const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
	if (!match) throw new Error('no VmRSS line');
	return Number(match[1]) * 1024;
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes of one machine. */
export function wallNow(): number {
	return performance.timeOrigin + performance.now();
}
