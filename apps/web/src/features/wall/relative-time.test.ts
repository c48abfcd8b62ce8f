import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T15:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
	it('says now for the last minute, and for a clock a little ahead', () => {
		expect(relativeTime(ago(20), now, 'en')).toBe('now');
		expect(relativeTime(ago(-30), now, 'es')).toBe('ahora');
	});

	it('uses the largest whole unit, in each language', () => {
		expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
		expect(relativeTime(ago(5 * 60), now, 'es')).toBe('hace 5 minutos');
		expect(relativeTime(ago(3 * 3600 + 59 * 60), now, 'en')).toBe('3 hours ago');
		expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
		expect(relativeTime(ago(26 * 3600), now, 'es')).toBe('ayer');
		expect(relativeTime(ago(15 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
		expect(relativeTime(ago(800 * 24 * 3600), now, 'es')).toBe('hace 2 años');
	});
});
