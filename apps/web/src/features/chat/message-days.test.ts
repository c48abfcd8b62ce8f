import { describe, expect, it } from 'vitest';
import type { MessageView } from './chat-types';
import { markOf, relativeDay, withDaySeparators } from './message-days';

const message = (id: number, createdAt: string): MessageView => ({
	id,
	clientId: `c-${id}`,
	senderId: 'u1',
	kind: 'text',
	body: `m${id}`,
	createdAt,
});

describe('message days', () => {
	it('puts one separator before the first message of each day, in the country time zone', () => {
		// 03:00 UTC on the 22nd is still the 21st in Santo Domingo (UTC-4).
		const rows = withDaySeparators([
			message(1, '2026-11-21T15:00:00Z'),
			message(2, '2026-11-22T03:00:00Z'),
			message(3, '2026-11-22T05:00:00Z'),
		]);
		expect(rows.map((row) => (row.type === 'day' ? row.day : row.message.id))).toEqual([
			'2026-11-21',
			1,
			2,
			'2026-11-22',
			3,
		]);
	});

	it('names today and yesterday', () => {
		const now = new Date('2026-11-21T15:00:00Z');
		expect(relativeDay('2026-11-21', now)).toBe('today');
		expect(relativeDay('2026-11-20', now)).toBe('yesterday');
		expect(relativeDay('2026-11-19', now)).toBeNull();
	});

	it('marks from the other side positions', () => {
		expect(markOf({ ...message(5, '2026-11-21T15:00:00Z') }, 4, 3)).toBe('sent');
		expect(markOf({ ...message(4, '2026-11-21T15:00:00Z') }, 4, 3)).toBe('delivered');
		expect(markOf({ ...message(3, '2026-11-21T15:00:00Z') }, 4, 3)).toBe('read');
		expect(markOf({ ...message(3, '2026-11-21T15:00:00Z'), id: null }, 4, 3)).toBe('sending');
	});
});
