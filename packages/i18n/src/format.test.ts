import { describe, expect, it } from 'vitest';
import { clockHour, clockSpaces, formatClock, formatDate, formatDop, formatTime } from './format';

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

describe('formatClock (one time style per language: 12-hour, a. m. / AM)', () => {
	const plain = (text: string) => text.replace(/\u00a0/g, ' ');

	it('writes a wall-clock time as Dominican Spanish does: 8:00 a. m., 3:30 p. m.', () => {
		expect(plain(formatClock('08:00', 'es'))).toBe('8:00 a. m.');
		expect(plain(formatClock('15:30', 'es'))).toBe('3:30 p. m.');
		expect(plain(formatClock('12:00', 'es'))).toBe('12:00 p. m.');
		expect(plain(formatClock('00:00', 'es'))).toBe('12:00 a. m.');
	});

	it('writes the same times in English: 8:00 AM, 3:30 PM', () => {
		expect(plain(formatClock('08:00', 'en'))).toBe('8:00 AM');
		expect(plain(formatClock('15:30', 'en'))).toBe('3:30 PM');
		expect(plain(formatClock('23:59', 'en'))).toBe('11:59 PM');
	});

	it('takes minutes of the day too, wrapped past midnight (1560 is 2:00 a. m. the next day)', () => {
		expect(plain(formatClock(8 * 60, 'es'))).toBe('8:00 a. m.');
		expect(plain(formatClock(1560, 'en'))).toBe('2:00 AM');
	});

	it('keeps a time on one line: its spaces do not break, whatever the engine put there', () => {
		expect(formatClock('20:00', 'es')).toBe('8:00\u00a0p.\u00a0m.');
		expect(formatClock('20:00', 'en')).toBe('8:00\u00a0PM');
	});
});

describe('clockHour', () => {
	it('gives the hour a 12-hour time says, for "a la 1:00" against "a las 2:00"', () => {
		expect(clockHour('01:00')).toBe(1);
		expect(clockHour('13:30')).toBe(1);
		expect(clockHour('00:15')).toBe(12);
		expect(clockHour('12:00')).toBe(12);
		expect(clockHour('14:00')).toBe(2);
		expect(clockHour(1500)).toBe(1);
	});
});

describe('formatTime (an instant, in Santo Domingo)', () => {
	it('writes the Santo Domingo time of an instant in the same style as formatClock', () => {
		// 23:00 UTC is 7:00 p. m. in Santo Domingo (UTC-4 all year).
		expect(formatTime('2026-12-05T23:00:00.000Z', 'es')).toBe(formatClock('19:00', 'es'));
		expect(formatTime(new Date('2026-12-05T12:05:00.000Z'), 'en')).toBe(formatClock('08:05', 'en'));
	});
});

describe('clockSpaces', () => {
	it('keeps each time of a formatted text on one line, and the rest free to wrap, whatever the engine wrote', () => {
		expect(clockSpaces('sáb, 5 dic 2026, 7:00\u202fp.\u00a0m. – 10:00 p. m.')).toBe(
			'sáb, 5 dic 2026, 7:00\u00a0p.\u00a0m. – 10:00\u00a0p.\u00a0m.',
		);
		expect(clockSpaces('Sat, Dec 5, 2026, 7:00\u2009–\u200910:00\u202fPM')).toBe(
			'Sat, Dec 5, 2026, 7:00 – 10:00\u00a0PM',
		);
	});
});
