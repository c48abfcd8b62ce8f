import { perLanguage } from '@edge/i18n/format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
];

/** Made once per language: making one costs far more than using it, and a list shows dozens. */
const formatter = perLanguage((language: string) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));

/**
 * "hace 5 minutos" / "5 minutes ago": the largest whole unit of the time since `date`, in the
 * page's language (Intl knows both). Under a minute reads "now"; clocks a little ahead never read
 * as the future.
 */
export function relativeTime(date: string | Date, now: Date, language: string): string {
	const format = formatter(language);
	const seconds = Math.max(0, Math.round((now.getTime() - new Date(date).getTime()) / 1000));
	for (const [unit, size] of UNITS) {
		if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
	}
	return format.format(0, 'second');
}
