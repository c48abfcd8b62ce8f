/**
 * The Dominican cédula (the JCE's identity number): 11 digits written 000-0000000-0, the last one a
 * check digit. Pure and zod-free, so the form and the server share it.
 */

const DIGITS_ONLY = /^\d{11}$/;
const WITH_DASHES = /^\d{3}-\d{7}-\d$/;

/** The 11 digits of a cédula written either way (00000000000 or 000-0000000-0), or null for any other shape. */
export function cedulaDigits(value: string): string | null {
	const trimmed = value.trim();
	if (DIGITS_ONLY.test(trimmed)) return trimmed;
	if (WITH_DASHES.test(trimmed)) return trimmed.replaceAll('-', '');
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
	return DIGITS_ONLY.test(digits) && cedulaCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
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
