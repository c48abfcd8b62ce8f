import { cedulaDigits, formatCedula, hasValidCedulaCheckDigit, maskCedula } from '../professional/cedula';

/**
 * A business's tax number (issue 20): its RNC, 9 digits written 1-01-85004-3, or, for a persona
 * física, the owner's cédula (11 digits, 001-1391820-5), whose number the DGII uses as the RNC.
 * Both carry a check digit. Pure and zod-free, so the form and the server share it.
 */

const RNC_DIGITS = /^\d{9}$/;
/** The DGII writes an RNC as 1-01-85004-3; people also type 101-85004-3 or spaces. */
const RNC_WRITTEN = /^\d(?:[-\s]?\d){8}$/;

/** The 9 digits of an RNC written with or without dashes or spaces, or null for any other shape. */
export function rncDigits(value: string): string | null {
	const trimmed = value.trim();
	return RNC_WRITTEN.test(trimmed) ? trimmed.replace(/[-\s]/g, '') : null;
}

/**
 * The check digit of an RNC's first eight digits (the DGII's rule, as python-stdnum's do.rnc and
 * its tests have it): weights 7, 9, 8, 6, 5, 4, 3, 2, the sum modulo 11 gives r, and the digit is
 * 2 when r is 0, 1 when r is 1, and 11 - r otherwise.
 */
export function rncCheckDigit(firstEight: string): number {
	const weights = [7, 9, 8, 6, 5, 4, 3, 2];
	let sum = 0;
	for (let i = 0; i < 8; i++) sum += Number(firstEight[i]) * (weights[i] ?? 0);
	return ((10 - (sum % 11)) % 9) + 1;
}

export function hasValidRncCheckDigit(digits: string): boolean {
	return RNC_DIGITS.test(digits) && rncCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

export type TaxIdKind = 'rnc' | 'cedula';

/** What was typed read as an RNC or a cédula with the right check digit, or null. */
export function readTaxId(value: string): { kind: TaxIdKind; digits: string } | null {
	const rnc = rncDigits(value);
	if (rnc) return hasValidRncCheckDigit(rnc) ? { kind: 'rnc', digits: rnc } : null;
	const cedula = cedulaDigits(value);
	if (cedula) return hasValidCedulaCheckDigit(cedula) ? { kind: 'cedula', digits: cedula } : null;
	return null;
}

/** Whether the text is a valid RNC or cédula (the form's and the schema's check). */
export const isValidTaxId = (value: string): boolean => readTaxId(value) !== null;

/**
 * How a stored number is shown: an RNC in full as the DGII writes it (the DGII publishes every
 * RNC), a cédula in full to its owner and masked to others, like a freelancer's (docs/decisions.md).
 */
export function shownTaxId(digits: string, isOwner: boolean): { kind: TaxIdKind; number: string } {
	if (digits.length === 9)
		return { kind: 'rnc', number: `${digits[0]}-${digits.slice(1, 3)}-${digits.slice(3, 8)}-${digits[8]}` };
	return { kind: 'cedula', number: isOwner ? formatCedula(digits) : maskCedula(digits) };
}
