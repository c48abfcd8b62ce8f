import { cedulaCheckDigit } from '@edge/api/dominican-ids';
import type { Random } from './random';

/** Lower case ASCII letters and digits only: "Ferretería Peña" → "ferreteriapena" (handles, domains). */
export function handleOf(text: string): string {
	return text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');
}

const AREA_CODES = ['809', '829', '849'] as const;
const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A Dominican number as every form stores it (E.164): +1, then 809/829/849 and seven digits. */
export const phoneOf = (random: Random) => `+1${random.pick(AREA_CODES)}${random.int(2, 9)}${digits(random, 6)}`;

/** A Dominican cédula (11 digits, no dashes) whose last digit is its check digit (dominican-ids.ts). */
export function cedulaOf(random: Random): string {
	const body = `${String(random.int(1, 402)).padStart(3, '0')}${digits(random, 7)}`;
	return `${body}${cedulaCheckDigit(body)}`;
}
