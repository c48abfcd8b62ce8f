import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { employeePhone, internationalPhone, nationalPhone } from './phone';

/** The i18n keys a schema reports for a value, or [] when it is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
	const result = schema.safeParse(value);
	return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('nationalPhone (sign-up and profile)', () => {
	it('accepts 9 and 10 digits', () => {
		expect(messages(nationalPhone, '809555123')).toEqual([]);
		expect(messages(nationalPhone, '8095551234')).toEqual([]);
	});

	it('trims surrounding spaces', () => {
		expect(nationalPhone.parse(' 8095551234 ')).toBe('8095551234');
	});

	it("reports 8 digits as 'too short'", () => {
		expect(messages(nationalPhone, '80955512')).toEqual(['validation.phone.tooShort']);
	});

	it("reports 11 digits as 'too long'", () => {
		expect(messages(nationalPhone, '18095551234')).toEqual(['validation.phone.tooLong']);
	});

	it('reports letters and other characters as digits only', () => {
		expect(messages(nationalPhone, '809555123a')).toContain('validation.phone.digitsOnly');
		expect(messages(nationalPhone, '809-555-1234')).toContain('validation.phone.digitsOnly');
		expect(messages(nationalPhone, '+8095551234')).toContain('validation.phone.digitsOnly');
	});

	it('reports an empty value as required', () => {
		expect(messages(nationalPhone, '')).toContain('validation.required');
		expect(messages(nationalPhone, '   ')).toContain('validation.required');
	});
});

describe('internationalPhone (business, restaurant and contact forms)', () => {
	it("accepts '+' followed by up to 15 digits", () => {
		expect(messages(internationalPhone, '+18095551234')).toEqual([]);
		expect(messages(internationalPhone, '+1')).toEqual([]);
		expect(messages(internationalPhone, `+${'1'.repeat(15)}`)).toEqual([]);
	});

	it("rejects a number without the leading '+'", () => {
		expect(messages(internationalPhone, '18095551234')).toEqual(['validation.phone.international']);
	});

	it('rejects 16 digits', () => {
		expect(messages(internationalPhone, `+${'1'.repeat(16)}`)).toEqual(['validation.phone.international']);
	});

	it("rejects a bare '+', spaces and letters inside", () => {
		expect(messages(internationalPhone, '+')).toEqual(['validation.phone.international']);
		expect(messages(internationalPhone, '+1 809 555 1234')).toEqual(['validation.phone.international']);
		expect(messages(internationalPhone, '+1809555123x')).toEqual(['validation.phone.international']);
	});

	it('reports an empty value as required', () => {
		expect(messages(internationalPhone, '')).toContain('validation.required');
	});
});

describe('employeePhone (employee profiles)', () => {
	it('accepts exactly 11 digits', () => {
		expect(messages(employeePhone, '18095551234')).toEqual([]);
	});

	it('rejects 10 and 12 digits', () => {
		expect(messages(employeePhone, '8095551234')).toEqual(['validation.phone.employee']);
		expect(messages(employeePhone, '180955512345')).toEqual(['validation.phone.employee']);
	});

	it('reports letters as digits only', () => {
		expect(messages(employeePhone, '1809555123a')).toContain('validation.phone.digitsOnly');
	});
});
