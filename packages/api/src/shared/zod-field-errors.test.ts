import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldErrors } from './zod-field-errors';

/** A ZodError as a zod instance without our error map would produce it: English messages. */
function englishError(issues: z.core.$ZodIssue[]) {
	return new z.ZodError(issues);
}

describe('zodFieldErrors', () => {
	it('keeps messages that are catalog keys, field by field, once each', () => {
		const error = z
			.object({ password: z.string().min(8, 'validation.password.rules').regex(/\d/, 'validation.password.rules') })
			.safeParse({ password: 'abc' }).error;
		expect(error && zodFieldErrors(error)).toEqual({ password: ['validation.password.rules'] });
	});

	it('replaces a message that is not a catalog key by the key for its issue code', () => {
		const error = englishError([
			{
				code: 'too_big',
				origin: 'string',
				maximum: 254,
				path: ['email'],
				message: 'Too big: expected string to have <=254 characters',
			},
			{
				code: 'invalid_type',
				expected: 'string',
				path: ['password'],
				message: 'Invalid input: expected string, received number',
			},
			{
				code: 'invalid_value',
				values: ['customer'],
				path: ['accountKind'],
				message: 'Invalid option: expected one of "customer"',
			},
			{ code: 'custom', path: ['confirmPassword'], message: 'validation.no.such.key' },
		]);
		expect(zodFieldErrors(error)).toEqual({
			email: ['validation.tooLong'],
			password: ['validation.invalidType'],
			accountKind: ['validation.invalidValue'],
			confirmPassword: ['validation.invalidValue'],
		});
	});

	it('files nested paths under their top-level field and leaves issues of the whole input out', () => {
		const error = englishError([
			{ code: 'too_small', origin: 'string', minimum: 1, path: ['items', 0, 'name'], message: 'Too small' },
			{ code: 'unrecognized_keys', keys: ['extra'], path: [], message: 'Unrecognized key: "extra"' },
		]);
		expect(zodFieldErrors(error)).toEqual({ items: ['validation.required'] });
	});
});
