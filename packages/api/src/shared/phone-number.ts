import { type CountryCode, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { formatNanp } from './phone-display';

/**
 * One reading of "phone number" for every form (issue 20): what Dominicans type (809-555-1234,
 * (809) 555-1234, 8095551234, 1 809 555 1234, +1 809 555 1234; 829 and 849 alike) is read with
 * libphonenumber-js, stored in E.164 (+18095551234) and shown in the national format
 * ((809) 555-1234). A number without a country code is Dominican; a foreign one needs its "+".
 *
 * The `min` metadata tells valid numbers from invalid ones by length and leading digits, which is
 * all a form needs, at about a third of the bytes of the full set. This module is imported by the
 * shared schemas and the pages that show a phone, never by the first load of `/`.
 */

export const PHONE_DEFAULT_COUNTRY: CountryCode = 'DO';

/** What is wrong with a typed number; each has a validation.phone.* key in the catalogs. */
export type PhoneProblem = 'tooShort' | 'tooLong' | 'invalid';

export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/** Longer than any number written with spaces and dashes: refused before the parser reads it. */
export const PHONE_MAX_TYPED_LENGTH = 30;

/** Reads a typed number. The whole text must be the number: no extension, no second number, no words. */
export function readPhone(typed: string): PhoneReading {
	const text = typed.trim();
	if (text.length > PHONE_MAX_TYPED_LENGTH) return { ok: false, problem: 'tooLong' };
	const parsed = parsePhoneNumberFromString(text, { defaultCountry: PHONE_DEFAULT_COUNTRY, extract: false });
	if (parsed?.isValid() && !parsed.ext) return { ok: true, e164: parsed.number };
	// The spec's two words for a wrong count of digits ('too short', 'too long'); anything else is invalid.
	const length = validatePhoneNumberLength(text, PHONE_DEFAULT_COUNTRY);
	if (length === 'TOO_SHORT') return { ok: false, problem: 'tooShort' };
	if (length === 'TOO_LONG') return { ok: false, problem: 'tooLong' };
	return { ok: false, problem: 'invalid' };
}

/** The E.164 form of a typed number, or null when it is not a valid number. */
export function toE164(typed: string): string | null {
	const reading = readPhone(typed);
	return reading.ok ? reading.e164 : null;
}

/**
 * How a stored number is shown: the national format for the North American numbering plan
 * (the Dominican Republic's, "(809) 555-1234", which reads the same for a US number), the
 * international one for other countries ("+34 612 34 56 78"). A stored value that is not a
 * number (older rows the start-up normalization could not read) is shown as it is.
 */
export function formatPhone(stored: string): string {
	// A stored North American number is written out without the parser (phone-display.ts): its first
	// reading of a page compiles the metadata's patterns, 12 ms of one render on this machine.
	const nanp = formatNanp(stored);
	if (nanp) return nanp;
	const parsed = parsePhoneNumberFromString(stored, PHONE_DEFAULT_COUNTRY);
	if (!parsed?.isValid()) return stored;
	return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
