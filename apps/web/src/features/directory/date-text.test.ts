import { formatDate } from '@edge/i18n/format';
import { SUPPORTED_LANGUAGES } from '@edge/i18n/languages';
import { describe, expect, it } from 'vitest';
import { dateText } from './date-text';

describe('a date written without Intl', () => {
	it('reads as formatDate does for instants around each day and month, in every language', () => {
		const start = Date.UTC(2025, 0, 1);
		for (const language of SUPPORTED_LANGUAGES)
			for (let hours = 0; hours < 24 * 400; hours += 7) {
				const instant = new Date(start + hours * 3_600_000);
				expect(dateText(instant, language), instant.toISOString()).toBe(formatDate(instant, language));
			}
	});

	it('reads calendar dates as formatDate does', () => {
		for (const language of SUPPORTED_LANGUAGES)
			for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31', '2026-11-21T00:00:00.000Z'])
				expect(dateText(day, language)).toBe(formatDate(day, language));
		expect(dateText('2026-09-09', 'es')).toBe('9 de septiembre de 2026');
		expect(dateText('2026-09-09', 'en')).toBe('September 9, 2026');
	});
});
