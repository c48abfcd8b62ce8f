import { formatClock } from '@edge/i18n/format';
import { SUPPORTED_LANGUAGES } from '@edge/i18n/languages';
import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text';

describe('a time of day written without Intl', () => {
	it('reads as formatClock does, every minute of the day, in every language', () => {
		for (const language of SUPPORTED_LANGUAGES)
			for (let minute = 0; minute < 1440; minute++)
				expect(clockText(minute, language)).toBe(formatClock(minute, language));
	});

	it('takes the same inputs: "HH:MM" strings and minutes past or before the day', () => {
		for (const language of SUPPORTED_LANGUAGES)
			for (const time of ['00:00', '09:05', '12:00', '13:30', '23:59', 1440 + 75, -30])
				expect(clockText(time, language)).toBe(formatClock(time, language));
		expect(clockText('14:00', 'es')).toBe('2:00\u00a0p.\u00a0m.');
		expect(clockText(8 * 60, 'en')).toBe('8:00\u00a0AM');
	});
});
