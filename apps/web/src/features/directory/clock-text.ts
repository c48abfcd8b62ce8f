import type { Language } from '@edge/i18n/languages';

const DAY_MINUTES = 1440;
/** The no-break space formatClock puts inside a time (@edge/i18n/format, clockSpaces). */
const NBSP = '\u00a0';

/**
 * A time of day as @edge/i18n/format's formatClock writes it ("8:00 a. m.", "8:00 AM"), by plain
 * arithmetic: the profile cards and pages show an opening or closing time, and formatClock's
 * Intl.DateTimeFormat loads the locale's date data the first time it is made, ~15 ms on a phone in
 * the middle of taking over a drawn page (Total Blocking Time, docs/bench.md "Lighthouse"). The
 * test checks every minute of the day against formatClock in both languages.
 */
export function clockText(time: string | number, language: Language): string {
	const minutes =
		typeof time === 'number'
			? ((time % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
			: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
	const hour24 = Math.floor(minutes / 60);
	const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
	const clock = `${hour}:${String(minutes % 60).padStart(2, '0')}`;
	const afternoon = hour24 >= 12;
	if (language === 'es') return `${clock}${NBSP}${afternoon ? 'p' : 'a'}.${NBSP}m.`;
	return `${clock}${NBSP}${afternoon ? 'PM' : 'AM'}`;
}
