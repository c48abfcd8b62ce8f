import { INTL_LOCALES, SUPPORTED_LANGUAGES } from '@edge/i18n/languages';
import { describe, expect, it } from 'vitest';
import { formatAverage } from './rating-summary';

describe("a profile's average, written without Intl", () => {
	it('reads as Intl.NumberFormat writes it with one decimal, in every language', () => {
		const averages = [1, 5, 4.5, 4.25, 4.35, 3.05, 2.95, 4.449999, 1.04, 4.96, 3.333333333333333, 4.666666666666667];
		for (let hundredths = 100; hundredths <= 500; hundredths++) averages.push(hundredths / 100);
		for (const language of SUPPORTED_LANGUAGES) {
			const intl = new Intl.NumberFormat(INTL_LOCALES[language], {
				minimumFractionDigits: 1,
				maximumFractionDigits: 1,
			});
			for (const average of averages) expect(formatAverage(average, language), `${average}`).toBe(intl.format(average));
		}
	});

	it('keeps the decimal even when it is zero', () => {
		expect(formatAverage(4, 'es')).toBe('4.0');
		expect(formatAverage(4.96, 'en')).toBe('5.0');
	});
});
