import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { optionalPhone, phone } from './phone';
import { dialDigits, formatNanp } from './phone-display';
import { formatPhone, readPhone, toE164 } from './phone-number';

/** The i18n keys a schema reports for a value, or [] when it is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
	const result = schema.safeParse(value);
	return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('readPhone: what Dominicans type, read to E.164', () => {
	it.each([
		['809-555-1234', '+18095551234'],
		['(809) 555-1234', '+18095551234'],
		['(809)555-1234', '+18095551234'],
		['8095551234', '+18095551234'],
		['809 555 1234', '+18095551234'],
		['809.555.1234', '+18095551234'],
		['+1 809 555 1234', '+18095551234'],
		['+1-809-555-1234', '+18095551234'],
		['+1 (809) 555-1234', '+18095551234'],
		['1 809 555 1234', '+18095551234'],
		['18095551234', '+18095551234'],
		['+18095551234', '+18095551234'],
		['829-555-1234', '+18295551234'],
		['(849) 555-1234', '+18495551234'],
		['  809-555-1234  ', '+18095551234'],
		['+34 612 34 56 78', '+34612345678'],
	])('%s -> %s', (typed, e164) => {
		expect(readPhone(typed)).toEqual({ ok: true, e164 });
		expect(toE164(typed)).toBe(e164);
	});

	it.each([
		['809555123', 'tooShort'],
		['555-1234', 'tooShort'],
		['+1809', 'tooShort'],
		['80955512345', 'tooLong'],
		['+1 809 555 12345', 'tooLong'],
		['1'.repeat(31), 'tooLong'],
		['abc', 'invalid'],
		['809-555-1234x', 'invalid'],
		['809 555 1234 ext 5', 'invalid'],
		['809-555-1234 / 829-555-1234', 'tooLong'],
		['+999 1234', 'invalid'],
		// 000 and 100 are not area codes anywhere in the North American plan.
		['000-555-1234', 'invalid'],
	])('refuses %s (%s)', (typed, problem) => {
		expect(readPhone(typed)).toEqual({ ok: false, problem });
		expect(toE164(typed)).toBeNull();
	});
});

describe('formatPhone: how a stored number is shown', () => {
	it('writes Dominican numbers in the national format', () => {
		expect(formatPhone('+18095551234')).toBe('(809) 555-1234');
		expect(formatPhone('+18295551234')).toBe('(829) 555-1234');
		expect(formatPhone('+18495551234')).toBe('(849) 555-1234');
	});

	it('writes every valid stored North American number as the parser would, without it', () => {
		let compared = 0;
		for (const area of ['809', '829', '849', '212', '305', '415', '787', '939', '646', '876']) {
			for (const number of ['5551234', '2200000', '9876543', '4109999', '7000001']) {
				const stored = `+1${area}${number}`;
				const parsed = parsePhoneNumberFromString(stored);
				if (!parsed?.isValid()) continue;
				expect(formatPhone(stored)).toBe(parsed.formatNational());
				compared++;
			}
		}
		expect(compared).toBeGreaterThan(30);
	});

	it('writes other countries in the international format', () => {
		expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
	});

	it('shows a stored value that is not a number as it is', () => {
		expect(formatPhone('809555123')).toBe('809555123');
	});
});

describe('phone-display: a stored number shown and dialled without the parser', () => {
	it('writes North American numbers only', () => {
		expect(formatNanp('+18095551234')).toBe('(809) 555-1234');
		expect(formatNanp('+34612345678')).toBeNull();
		expect(formatNanp('+11095551234')).toBeNull();
	});

	it('dials a stored number as it is, and an older North American one by its digits, as the parser reads them', () => {
		for (const value of ['+18095551234', '+34612345678', '(809) 555-1234', '809-555-1234', '1 809 555 1234'])
			expect(dialDigits(value), value).toBe(toE164(value)?.slice(1) ?? null);
		expect(dialDigits('llamar al colmado')).toBeNull();
		expect(dialDigits('ext. 12')).toBeNull();
	});
});

describe('dialDigits: for wa.me links', () => {
	it('gives the E.164 digits of any stored reading, or null', () => {
		expect(dialDigits('+18095551234')).toBe('18095551234');
		expect(dialDigits('18095551234')).toBe('18095551234');
		expect(dialDigits('nope')).toBeNull();
	});
});

describe('phone: the one phone field of every form', () => {
	it('parses what is typed to E.164', () => {
		expect(phone.parse('809-555-1234')).toBe('+18095551234');
		expect(phone.parse('(829) 555-1234')).toBe('+18295551234');
	});

	it("words a wrong count of digits with the spec's 'too short' and 'too long'", () => {
		expect(messages(phone, '809555123')).toEqual(['validation.phone.tooShort']);
		expect(messages(phone, '80955512345')).toEqual(['validation.phone.tooLong']);
		expect(messages(phone, '1'.repeat(31))).toEqual(['validation.phone.tooLong']);
		expect(messages(phone, 'call me')).toEqual(['validation.phone.invalid']);
	});

	it('is required', () => {
		expect(messages(phone, '')).toEqual(['validation.required']);
		expect(messages(phone, '   ')).toEqual(['validation.required']);
	});
});

describe('optionalPhone', () => {
	it("keeps an empty field as '' and parses anything typed", () => {
		expect(optionalPhone.parse('')).toBe('');
		expect(optionalPhone.parse('  ')).toBe('');
		expect(optionalPhone.parse('849-555-1234')).toBe('+18495551234');
		expect(messages(optionalPhone, '12')).toEqual(['validation.phone.tooShort']);
	});
});
