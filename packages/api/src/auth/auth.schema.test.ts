import { describe, expect, it } from 'vitest';
import { isIsoDate, todayInSantoDomingo } from '../shared/age';
import { loginSchema, type RegisterInput, registerSchema, resetPasswordSchema } from './auth.schema';

/** The same calendar day `years` years before today in Santo Domingo (28 Feb when today is 29 Feb). */
function yearsAgo(years: number): string {
	const [y, m, d] = todayInSantoDomingo().split('-') as [string, string, string];
	const candidate = `${Number(y) - years}-${m}-${d}`;
	return isIsoDate(candidate) ? candidate : `${Number(y) - years}-02-28`;
}

const valid: RegisterInput = {
	accountKind: 'customer',
	firstName: 'Ana',
	lastName: 'Pérez',
	email: 'ana@example.com',
	phone: '8095551234',
	password: 'Secreto123',
	confirmPassword: 'Secreto123',
	dateOfBirth: '1990-05-17',
};

/** Field path -> i18n keys reported for one register input. */
function registerErrors(overrides: Partial<RegisterInput>): Record<string, string[]> {
	const result = registerSchema.safeParse({ ...valid, ...overrides });
	if (result.success) return {};
	const errors: Record<string, string[]> = {};
	for (const issue of result.error.issues) {
		const key = issue.path.join('.');
		errors[key] = [...(errors[key] ?? []), issue.message];
	}
	return errors;
}

describe('registerSchema', () => {
	it('accepts a complete, valid sign-up', () => {
		expect(registerErrors({})).toEqual({});
	});

	it('lower-cases and trims the e-mail', () => {
		const parsed = registerSchema.parse({ ...valid, email: '  Ana.Perez@Example.COM ' });
		expect(parsed.email).toBe('ana.perez@example.com');
	});

	it('treats an empty referral code as none', () => {
		expect(registerSchema.parse({ ...valid, referralCode: '' }).referralCode).toBeUndefined();
		expect(registerSchema.parse({ ...valid, referralCode: ' ABC ' }).referralCode).toBe('ABC');
	});

	it.each(['José', 'María José', 'Peña', 'Ñúñez', 'Zoë', 'François', 'Da Silva'])('accepts the name %s', (name) => {
		expect(registerErrors({ firstName: name, lastName: name })).toEqual({});
	});

	it.each(['Ana2', 'R2D2', 'Ana!', 'Ana@', 'Jean-Luc', "O'Brien", 'Ana_'])(
		'rejects the name %s as letters only',
		(name) => {
			expect(registerErrors({ firstName: name })).toEqual({ firstName: ['validation.lettersOnly'] });
			expect(registerErrors({ lastName: name })).toEqual({ lastName: ['validation.lettersOnly'] });
		},
	);

	it('requires both names', () => {
		expect(registerErrors({ firstName: '' }).firstName).toContain('validation.required');
		expect(registerErrors({ lastName: '   ' }).lastName).toContain('validation.required');
	});

	it('limits names to 50 characters', () => {
		expect(registerErrors({ firstName: 'a'.repeat(50) })).toEqual({});
		expect(registerErrors({ firstName: 'a'.repeat(51) })).toEqual({ firstName: ['validation.tooLong'] });
	});

	it('rejects an invalid e-mail', () => {
		expect(registerErrors({ email: 'not-an-email' })).toEqual({ email: ['validation.email'] });
	});

	it('accepts a password with 8 characters, an uppercase, a lowercase letter and a digit', () => {
		expect(registerErrors({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({});
	});

	it.each([
		['7 characters', 'Abcdef1'],
		['no uppercase letter', 'abcdefg1'],
		['no lowercase letter', 'ABCDEFG1'],
		['no digit', 'Abcdefgh'],
		['empty', ''],
	])('rejects a password with %s', (_, password) => {
		const errors = registerErrors({ password, confirmPassword: password });
		expect(Object.keys(errors)).toEqual(['password']);
		expect(new Set(errors.password)).toEqual(new Set(['validation.password.rules']));
	});

	it('reports a mismatched confirmation on confirmPassword', () => {
		expect(registerErrors({ confirmPassword: 'Secreto124' })).toEqual({
			confirmPassword: ['validation.password.mismatch'],
		});
	});

	it('refuses someone under 15', () => {
		expect(registerErrors({ dateOfBirth: yearsAgo(14) })).toEqual({ dateOfBirth: ['validation.dateOfBirth.minAge'] });
	});

	it('accepts someone whose 15th birthday is today', () => {
		expect(registerErrors({ dateOfBirth: yearsAgo(15) })).toEqual({});
	});

	it('refuses a date of birth more than 120 years ago, with its own message', () => {
		expect(registerErrors({ dateOfBirth: '0001-01-01' })).toEqual({ dateOfBirth: ['validation.dateOfBirth.maxAge'] });
		expect(registerErrors({ dateOfBirth: yearsAgo(121) })).toEqual({ dateOfBirth: ['validation.dateOfBirth.maxAge'] });
		expect(registerErrors({ dateOfBirth: yearsAgo(119) })).toEqual({});
	});

	it('rejects a date that does not exist, and a missing date', () => {
		expect(registerErrors({ dateOfBirth: '2000-02-30' })).toEqual({ dateOfBirth: ['validation.dateOfBirth.invalid'] });
		expect(registerErrors({ dateOfBirth: '' }).dateOfBirth).toContain('validation.dateOfBirth.required');
	});

	it('rejects an unknown account kind', () => {
		expect(registerErrors({ accountKind: 'admin' as RegisterInput['accountKind'] })).toEqual({
			accountKind: ['validation.accountKind'],
		});
	});

	it('reads the phone as typed, and refuses what is not a number', () => {
		expect(registerErrors({ phone: '809-555-1234' })).toEqual({});
		expect(registerErrors({ phone: '+1 809 555 1234' })).toEqual({});
		expect(registerErrors({ phone: '80955512' })).toEqual({ phone: ['validation.phone.tooShort'] });
		expect(registerErrors({ phone: '809555123a' })).toEqual({ phone: ['validation.phone.invalid'] });
	});

	it('still reports mismatched passwords beside a bad phone (the phone check does not abort the form)', () => {
		expect(registerErrors({ phone: '12345', confirmPassword: 'Otra1234' })).toEqual({
			phone: ['validation.phone.tooShort'],
			confirmPassword: ['validation.password.mismatch'],
		});
	});
});

describe('loginSchema', () => {
	it('lower-cases the e-mail but does not validate its shape', () => {
		expect(loginSchema.parse({ email: ' ANA@Example.com', password: 'x' })).toEqual({
			email: 'ana@example.com',
			password: 'x',
		});
	});

	it('requires both fields', () => {
		const result = loginSchema.safeParse({ email: '', password: '' });
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.required', 'validation.required']);
	});
});

describe('resetPasswordSchema', () => {
	it('applies the password rules and the confirmation match', () => {
		expect(
			resetPasswordSchema.safeParse({ token: 't', password: 'Nueva1234', confirmPassword: 'Nueva1234' }).success,
		).toBe(true);
		const weak = resetPasswordSchema.safeParse({ token: 't', password: 'weak', confirmPassword: 'weak' });
		expect(weak.error?.issues.map((issue) => issue.message)).toContain('validation.password.rules');
		const mismatch = resetPasswordSchema.safeParse({
			token: 't',
			password: 'Nueva1234',
			confirmPassword: 'Nueva12345',
		});
		expect(mismatch.error?.issues).toEqual([
			expect.objectContaining({ path: ['confirmPassword'], message: 'validation.password.mismatch' }),
		]);
	});

	it('reports a missing token as an invalid link', () => {
		const result = resetPasswordSchema.safeParse({ token: '', password: 'Nueva1234', confirmPassword: 'Nueva1234' });
		expect(result.error?.issues.map((issue) => issue.message)).toEqual(['errors.invalidResetLink']);
	});
});
