import { z } from 'zod';
import './zod-messages';

/**
 * The spec gives three readings of "phone"; each form uses exactly one of these named variants:
 * - `nationalPhone`: account sign-up and profile (digits only, 9 to 10: 'too short' / 'too long').
 * - `internationalPhone`: business profile, restaurant profile and contact-us forms ('+' then at most
 *   15 digits, the E.164 maximum).
 * - `employeePhone`: employee profiles (exactly 11 digits, e.g. 1 809 555 1234 with country code).
 */
export const nationalPhone = z
	.string()
	.trim()
	.min(1, 'validation.required')
	.regex(/^\d*$/, 'validation.phone.digitsOnly')
	.min(9, 'validation.phone.tooShort')
	.max(10, 'validation.phone.tooLong');

export const internationalPhone = z
	.string()
	.trim()
	.min(1, 'validation.required')
	.regex(/^\+\d{1,15}$/, 'validation.phone.international');

export const employeePhone = z
	.string()
	.trim()
	.min(1, 'validation.required')
	.regex(/^\d*$/, 'validation.phone.digitsOnly')
	.regex(/^\d{11}$/, 'validation.phone.employee');
