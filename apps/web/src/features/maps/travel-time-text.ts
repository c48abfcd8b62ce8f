import type { TFunction } from '../../lib/use-translation';

/**
 * "Unos 14 min en carro (6,6 km)"; from an hour on, hours and the minutes past them ("Unos 2 h 28 min
 * en carro", "Unos 2 h en carro"): "Unos 148 min" left the reader to do the sum.
 */
export function travelTimeText(t: TFunction, minutes: number, km: string): string {
	if (minutes < 60) return t('maps.travel.result', { minutes, km });
	const hours = Math.floor(minutes / 60);
	const past = minutes % 60;
	return past === 0
		? t('maps.travel.resultWholeHours', { hours, km })
		: t('maps.travel.resultHours', { hours, minutes: past, km });
}
