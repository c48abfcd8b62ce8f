import { describe, expect, it } from 'vitest';
import { benchUsers } from './bench-users';
import { benchBody, deliveredTo, SseFrames, vmRssBytes } from './sse-frames';

const message = (senderId: string, body: string) =>
	JSON.stringify({ type: 'message', payload: { conversationId: 1, message: { senderId, body } } });

describe('SseFrames', () => {
	it('gives the data of each event once its blank line arrived, across chunks', () => {
		const frames = new SseFrames();
		expect(frames.push('id: 1\ndata: {"a"')).toEqual([]);
		expect(frames.push(':1}\n\n: ping\n\nid: 2\ndata: x\n')).toEqual(['{"a":1}']);
		expect(frames.push('\nevent: connected\ndata: y\n\n')).toEqual(['x', 'y']);
	});

	it('joins several data lines, reads CRLF, and skips events without data', () => {
		const frames = new SseFrames();
		expect(frames.push('data: one\r\ndata:two\r\n\r\nretry: 10\r\n\r\n')).toEqual(['one\ntwo']);
	});
});

describe('deliveredTo', () => {
	const body = benchBody(1_700_000_000_123.25, 7);

	it("reads the send time of someone else's message to me", () => {
		expect(deliveredTo('me', message('other', body))).toEqual({ sentAt: 1_700_000_000_123.25, seq: 7 });
	});

	it("ignores my own message's copy, other events, foreign bodies and broken JSON", () => {
		expect(deliveredTo('me', message('me', body))).toBeNull();
		expect(deliveredTo('me', JSON.stringify({ type: 'ready', payload: { resumed: false } }))).toBeNull();
		expect(deliveredTo('me', message('other', 'hola'))).toBeNull();
		expect(deliveredTo('me', message('other', '{"seq":1}'))).toBeNull();
		expect(deliveredTo('me', '{')).toBeNull();
	});
});

describe('vmRssBytes', () => {
	it('reads VmRSS in bytes from /proc/<pid>/status', () => {
		expect(vmRssBytes('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  81234 kB\nThreads: 7\n')).toBe(81234 * 1024);
		expect(() => vmRssBytes('Name:\tnode\n')).toThrow('no VmRSS line');
	});
});

describe('benchUsers', () => {
	it('pairs a customer with a freelancer, each the other one’s partner, with distinct tokens', () => {
		const users = benchUsers(5, 'b');
		expect(users.map((u) => [u.id, u.partner])).toEqual([
			['b-c0', 'b-f0'],
			['b-f0', 'b-c0'],
			['b-c1', 'b-f1'],
			['b-f1', 'b-c1'],
			['b-c2', 'b-f2'],
			['b-f2', 'b-c2'],
		]);
		expect(new Set(users.map((u) => u.token)).size).toBe(6);
	});
});
