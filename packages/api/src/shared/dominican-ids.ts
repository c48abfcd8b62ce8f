/**
 * The Dominican id numbers, checked in one place: the cédula (the JCE's identity number, 11 digits
 * written 000-0000000-0) and the RNC (the DGII's taxpayer number, 9 digits written 1-01-85004-3),
 * each with its check digit. A freelancer gives a cédula; a business its RNC or, for a persona
 * física, the owner's cédula, whose number the DGII uses as the RNC (docs/directory.md). Pure and
 * zod-free, so the forms, the server and the demo data share it.
 */

// --- Cédula -------------------------------------------------------------------------------------

const CEDULA_DIGITS = /^\d{11}$/;
const CEDULA_WITH_DASHES = /^\d{3}-\d{7}-\d$/;

/** The 11 digits of a cédula written either way (00000000000 or 000-0000000-0), or null for any other shape. */
export function cedulaDigits(value: string): string | null {
	const trimmed = value.trim();
	if (CEDULA_DIGITS.test(trimmed)) return trimmed;
	if (CEDULA_WITH_DASHES.test(trimmed)) return trimmed.replaceAll('-', '');
	return null;
}

/**
 * The check digit of the first ten digits. The JCE uses a Luhn-style mod 10: weights 1,2,1,2… from
 * the left, a two-digit product counts as the sum of its digits, and the check digit brings the
 * total to a multiple of ten.
 */
export function cedulaCheckDigit(firstTen: string): number {
	let sum = 0;
	for (let i = 0; i < 10; i++) {
		const product = Number(firstTen[i]) * (i % 2 === 0 ? 1 : 2);
		sum += product > 9 ? product - 9 : product;
	}
	return (10 - (sum % 10)) % 10;
}

/** Whether the 11 digits carry the right check digit. */
export function hasValidCedulaCheckDigit(digits: string): boolean {
	return CEDULA_DIGITS.test(digits) && cedulaCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** 00112345678 → 001-1234567-8 (how the owner sees and edits it). */
export function formatCedula(digits: string): string {
	return `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`;
}

/**
 * What everyone but the owner sees: the shape and the last four digits (***-****567-8,
 * docs/directory.md), enough to tell two people apart in a conversation, not enough to reuse.
 */
export function maskCedula(digits: string): string {
	return `***-****${digits.slice(7, 10)}-${digits.slice(10)}`;
}

// --- RNC ----------------------------------------------------------------------------------------

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

// --- A business's tax number: an RNC or a cédula ------------------------------------------------

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
