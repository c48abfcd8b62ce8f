import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { decodeCursor, encodeCursor } from './search-cursor';

describe('search cursors', () => {
	it('round-trips each ordering, rank and distance exactly', () => {
		const rank = { k: 'rank', id: 12, r: -1.7777777777777777e-6, p: 1 } as const;
		expect(decodeCursor(encodeCursor(rank), 'rank')).toEqual(rank);
		const near = { k: 'near', id: 3, d: 9.512345678901234 } as const;
		expect(decodeCursor(encodeCursor(near), 'near')).toEqual(near);
		expect(decodeCursor(encodeCursor({ k: 'newest', id: 7 }), 'newest')).toEqual({ k: 'newest', id: 7 });
	});

	it('reads no cursor as the first page', () => {
		expect(decodeCursor(undefined, 'newest')).toBeNull();
		expect(decodeCursor('', 'rank')).toBeNull();
	});

	it('refuses garbage, a cursor of another ordering and impossible values as a client error', () => {
		const refused = (value: string, kind: 'newest' | 'rank' | 'near' | 'updated') => {
			try {
				decodeCursor(value, kind);
				return null;
			} catch (error) {
				return error instanceof AppError ? [error.code, error.messageKey] : error;
			}
		};
		const expected = ['BAD_REQUEST', 'search.badCursor'];
		expect(refused('not-a-cursor', 'newest')).toEqual(expected);
		expect(refused(encodeCursor({ k: 'newest', id: 7 }), 'rank')).toEqual(expected);
		const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
		expect(refused(raw({ k: 'newest', id: 1.5 }), 'newest')).toEqual(expected);
		expect(refused(raw({ k: 'near', id: 1, d: -1 }), 'near')).toEqual(expected);
		expect(refused(raw({ k: 'rank', id: 1, r: 'x', p: 0 }), 'rank')).toEqual(expected);
		expect(refused(raw(null), 'newest')).toEqual(expected);
	});
});
