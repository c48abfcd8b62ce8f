import { describe, expect, it } from 'vitest';
import { readCookie } from './session-cookie';

describe('readCookie', () => {
	it('finds the named cookie among others', () => {
		expect(readCookie('edge_session=abc123', 'edge_session')).toBe('abc123');
		expect(readCookie('a=1; edge_session=abc123; b=2', 'edge_session')).toBe('abc123');
		expect(readCookie('a=1;edge_session=abc123;b=2', 'edge_session')).toBe('abc123');
		expect(readCookie('  edge_session = abc123 ', 'edge_session')).toBe('abc123');
	});

	it('answers null when the cookie is missing or empty', () => {
		expect(readCookie('', 'edge_session')).toBeNull();
		expect(readCookie('a=1; b=2', 'edge_session')).toBeNull();
		expect(readCookie('edge_session=', 'edge_session')).toBeNull();
		expect(readCookie('edge_session', 'edge_session')).toBeNull();
		expect(readCookie('my_edge_session=abc; edge_session_old=def', 'edge_session')).toBeNull();
	});

	it('never throws on malformed escapes, and still finds our cookie next to them', () => {
		for (const bad of ['foo=%', '_ga=100%', 'x=%E0%A4%A', '%=1', '%zz=%zz']) {
			expect(readCookie(bad, 'edge_session'), bad).toBeNull();
			expect(readCookie(`${bad}; edge_session=abc123`, 'edge_session'), bad).toBe('abc123');
			expect(readCookie(`edge_session=abc123; ${bad}`, 'edge_session'), bad).toBe('abc123');
		}
	});

	it('skips an unreadable copy of our cookie for a readable one', () => {
		expect(readCookie('edge_session=%; edge_session=abc123', 'edge_session')).toBe('abc123');
		expect(readCookie('edge_session=100%', 'edge_session')).toBeNull();
	});

	it('decodes escapes and unquotes a quoted value', () => {
		expect(readCookie('edge_session=a%2Fb', 'edge_session')).toBe('a/b');
		expect(readCookie('edge_session="abc123"', 'edge_session')).toBe('abc123');
		expect(readCookie('edge_session=a=b', 'edge_session')).toBe('a=b');
	});

	it('takes the first readable occurrence', () => {
		expect(readCookie('edge_session=first; edge_session=second', 'edge_session')).toBe('first');
	});
});
