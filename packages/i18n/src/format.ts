import { INTL_LOCALES, type Language } from './languages';

/**
 * One Intl object (formatter, plural rules) per language, made on first use: building one costs
 * far more than using it (a list of 20 wall posts spent ~20 ms making date formatters on a
 * phone-class CPU). The web app's lists and translator share it.
 */
export function perLanguage<L extends string, T>(make: (language: L) => T): (language: L) => T {
	const made = new Map<L, T>();
	return (language) => {
		let formatter = made.get(language);
		if (!formatter) {
			formatter = make(language);
			made.set(language, formatter);
		}
		return formatter;
	};
}

const dateFormat = perLanguage(
	(language: Language) =>
		new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'America/Santo_Domingo' }),
);
const amountFormat = perLanguage(
	(language: Language) =>
		new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A calendar date ('2026-11-21') or an instant, shown the way each language writes dates. */
export function formatDate(value: Date | string, language: Language): string {
	const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
	return dateFormat(language).format(date);
}

/** Amounts are kept in centavos; the product shows them with the DOP$ prefix the spec names. */
export function formatDop(cents: number, language: Language): string {
	return `DOP$ ${amountFormat(language).format(cents / 100)}`;
}

/**
 * The prefix each charged currency is written with: DOP$ as the spec names pesos, US$ as Dominicans
 * write dollars (a bare $ reads as pesos there); any other currency by its ISO code.
 */
const CURRENCY_PREFIX: Readonly<Record<string, string>> = { DOP: 'DOP$', USD: 'US$' };

/** An amount in hundredths of `currency` ('USD', 8136) as the pages write it: 'US$ 81.36'. */
export function formatMoney(cents: number, currency: string, language: Language): string {
	return `${CURRENCY_PREFIX[currency] ?? currency} ${amountFormat(language).format(cents / 100)}`;
}

/**
 * Times read one way per language, on every page, form and event (issue 20): the 12-hour clock
 * Dominicans write, "8:00 a. m." / "3:30 p. m." in Spanish (es-DO) and "8:00 AM" in English, never
 * "08:00" or "8 AM" beside them. These options are the whole style; calendar ranges use them too.
 */
export const CLOCK_PARTS = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } as const;

const SPACE = /[\s\u2009\u202f\u00a0]+/;
const MERIDIEM_ES = new RegExp(`(\\d)${SPACE.source}([ap])\\.${SPACE.source.replace('+', '*')}m\\.`, 'g');
const MERIDIEM_EN = new RegExp(`(\\d)${SPACE.source}([AP]M)\\b`, 'g');

/**
 * Engines write the space before "p. m." or "PM" differently (ICU versions use U+202F, U+00A0 or a
 * plain space): a page drawn by Node and taken over by Chromium must read the same text, and a
 * time must not break across lines. Each time gets no-break spaces; other thin and narrow spaces (the
 * ones around a range's dash) become plain.
 */
export function clockSpaces(text: string): string {
	return text
		.replace(MERIDIEM_ES, '$1\u00a0$2.\u00a0m.')
		.replace(MERIDIEM_EN, '$1\u00a0$2')
		.replace(/[\u2009\u202f]/g, ' ');
}

const clockFormat = perLanguage(
	(language: Language) => new Intl.DateTimeFormat(INTL_LOCALES[language], { ...CLOCK_PARTS, timeZone: 'UTC' }),
);
const instantTimeFormat = perLanguage(
	(language: Language) =>
		new Intl.DateTimeFormat(INTL_LOCALES[language], { ...CLOCK_PARTS, timeZone: 'America/Santo_Domingo' }),
);

const DAY_MINUTES = 1440;

/**
 * A wall-clock time ('08:00', or minutes from midnight, wrapped into one day: 1560 is 2:00 a. m.)
 * as the language writes it: opening hours, availability, the hours editor's summary.
 */
export function formatClock(time: string | number, language: Language): string {
	const minutes =
		typeof time === 'number'
			? ((time % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
			: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
	return clockSpaces(clockFormat(language).format(Date.UTC(2000, 0, 1, 0, minutes)));
}

/**
 * The hour a 12-hour time says (1 to 12), as the count of the texts around it: Spanish writes
 * "a la 1:00 p. m." but "a las 2:00 p. m." (the catalogs' `_one` forms).
 */
export function clockHour(time: string | number): number {
	const minutes = typeof time === 'number' ? time : Number(time.slice(0, 2)) * 60;
	const hour = Math.floor((((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES) / 60) % 12;
	return hour === 0 ? 12 : hour;
}

/** The Santo Domingo time of an instant ('7:00 p. m.'), in the same style: chat messages, events. */
export function formatTime(value: Date | string, language: Language): string {
	return clockSpaces(instantTimeFormat(language).format(typeof value === 'string' ? new Date(value) : value));
}
