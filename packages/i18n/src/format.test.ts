import { describe, expect, it } from 'vitest';
import { formatDate, formatDop } from './format';

describe('formatDop', () => {
	it('shows centavos as DOP$ with two decimals, in Dominican Spanish', () => {
		const text = formatDop(123456, 'es');
		expect(text).toContain('DOP$');
		expect(text).toContain('1,234.56');
	});

	it('shows the same amount in English', () => {
		expect(formatDop(123456, 'en')).toBe('DOP$ 1,234.56');
	});

	it('always keeps two decimals', () => {
		expect(formatDop(0, 'es')).toContain('0.00');
		expect(formatDop(59_000, 'en')).toBe('DOP$ 590.00');
	});
});

describe('formatDate', () => {
	it('writes a calendar date the way each language does', () => {
		const es = formatDate('2026-11-21', 'es');
		const en = formatDate('2026-11-21', 'en');
		expect(es).not.toBe(en);
		expect(es).toContain('noviembre');
		expect(en).toContain('November');
		expect(es).toContain('21');
		expect(en).toContain('21');
	});

	it('keeps a calendar date on its day whatever the time part', () => {
		expect(formatDate('2026-01-01T23:30:00Z', 'en')).toContain('January 1');
	});

	it('shows an instant on its Santo Domingo calendar day', () => {
		expect(formatDate(new Date('2026-01-01T03:00:00Z'), 'en')).toContain('December 31, 2025');
	});
});
