import { hasCatalogKey } from '@edge/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountKindSchema, loginSchema, registerSchema } from '../auth/auth.schema';
import { MESSAGE_KEY_BY_ISSUE_CODE, messageKeyForIssue, type ZodIssueCode } from './zod-messages';

/** One schema and a value it refuses, for every issue code and the variants the map tells apart. */
const CASES: [ZodIssueCode, string, z.ZodType, unknown][] = [
	['invalid_type', 'a number for a string', z.string(), 42],
	['invalid_type', 'an object for an array', z.array(z.string()), {}],
	['invalid_type', 'a missing field', z.object({ name: z.string() }), {}],
	['invalid_type', 'null for a field', z.object({ name: z.string() }), { name: null }],
	['too_big', 'a long string', z.string().max(3), 'abcd'],
	['too_big', 'a large number', z.number().max(10), 11],
	['too_big', 'a large integer', z.int().lt(10), 10],
	['too_big', 'a long array', z.array(z.string()).max(1), ['a', 'b']],
	['too_big', 'a large set', z.set(z.string()).max(1), new Set(['a', 'b'])],
	['too_big', 'a late date', z.date().max(new Date(0)), new Date(1)],
	['too_big', 'a large bigint', z.bigint().max(1n), 2n],
	['too_small', 'an empty string', z.string().min(1), ''],
	['too_small', 'a short string', z.string().min(3), 'ab'],
	['too_small', 'a string of the wrong exact length', z.string().length(3), 'ab'],
	['too_small', 'a small number', z.number().positive(), 0],
	['too_small', 'an empty array', z.array(z.string()).nonempty(), []],
	['invalid_format', 'an e-mail', z.email(), 'not-an-email'],
	['invalid_format', 'a pattern', z.string().regex(/^\d+$/), 'abc'],
	['invalid_format', 'an ISO date', z.iso.date(), '17/05/1990'],
	['invalid_format', 'a URL', z.url(), 'nope'],
	['invalid_format', 'a prefix', z.string().startsWith('+'), '1'],
	['not_multiple_of', 'a step', z.number().multipleOf(5), 7],
	['unrecognized_keys', 'an extra key', z.strictObject({ a: z.string() }), { a: 'x', b: 'y' }],
	['invalid_union', 'no option matching', z.union([z.string(), z.number()]), null],
	['invalid_union', 'no discriminator matching', z.discriminatedUnion('k', [z.object({ k: z.literal('a') })]), {}],
	['invalid_key', 'a record key', z.record(z.string().min(2), z.string()), { a: 'x' }],
	['invalid_key', 'a map key', z.map(z.string(), z.string()), new Map([[{}, 'x']])],
	['invalid_element', 'a map value', z.map(z.object({}), z.string()), new Map([[{}, 1]])],
	['invalid_value', 'an enum', z.enum(['a', 'b']), 'c'],
	['invalid_value', 'a literal', z.literal(1), 2],
	['custom', 'a refinement', z.string().refine(() => false), 'x'],
	['custom', 'a custom type', z.custom<string>(() => false), 'x'],
];

/** Every message of a failed parse, nested ones (union options, map keys) included. */
function messages(issues: readonly z.core.$ZodIssue[]): string[] {
	return issues.flatMap((issue) => [
		issue.message,
		...('errors' in issue ? messages(issue.errors.flat()) : []),
		...('issues' in issue ? messages(issue.issues) : []),
	]);
}

function failure(schema: z.ZodType, value: unknown) {
	const result = schema.safeParse(value);
	if (result.success) throw new Error(`expected ${String(value)} to be refused`);
	return result.error;
}

describe('zod issues without a message of their own', () => {
	it.each(CASES)('%s (%s) carry a key of both catalogs', (code, _, schema, value) => {
		const error = failure(schema, value);
		expect(error.issues.map((issue) => issue.code)).toContain(code);
		const untranslatable = messages(error.issues).filter((message) => !hasCatalogKey(message));
		expect(untranslatable).toEqual([]);
	});

	it('are covered for every issue code zod has', () => {
		const codes = Object.keys(MESSAGE_KEY_BY_ISSUE_CODE).sort();
		expect(new Set(CASES.map(([code]) => code))).toEqual(new Set(codes));
		expect(codes).toHaveLength(11);
	});

	it('map every code, and every origin and format variant, to a key of both catalogs', () => {
		const origins = ['string', 'number', 'int', 'bigint', 'date', 'array', 'set', 'map', 'file', undefined];
		const variants = Object.keys(MESSAGE_KEY_BY_ISSUE_CODE).flatMap((code) =>
			origins.flatMap((origin) =>
				[0, 1, 5].flatMap((minimum) =>
					['email', 'regex', 'url', undefined].map((format) => ({ code, origin, minimum, format, input: 42 })),
				),
			),
		);
		const keys = new Set([...variants.map(messageKeyForIssue), messageKeyForIssue({ code: 'unheard_of' })]);
		expect([...keys].filter((key) => !hasCatalogKey(key))).toEqual([]);
	});

	it('name the problem by what was refused', () => {
		const messageFor = (schema: z.ZodType, value: unknown) => failure(schema, value).issues[0]?.message;
		expect(messageFor(z.object({ name: z.string() }), {})).toBe('validation.required');
		expect(messageFor(z.object({ name: z.string() }), { name: null })).toBe('validation.required');
		expect(messageFor(z.string(), 42)).toBe('validation.invalidType');
		expect(messageFor(z.string().max(3), 'abcd')).toBe('validation.tooLong');
		expect(messageFor(z.string().min(1), '')).toBe('validation.required');
		expect(messageFor(z.string().min(3), 'ab')).toBe('validation.tooShort');
		expect(messageFor(z.number().max(3), 4)).toBe('validation.tooBig');
		expect(messageFor(z.number().min(3), 2)).toBe('validation.tooSmall');
		expect(messageFor(z.array(z.string()).max(1), ['a', 'b'])).toBe('validation.tooMany');
		expect(messageFor(z.array(z.string()).min(1), [])).toBe('validation.tooFew');
		expect(messageFor(z.email(), 'x')).toBe('validation.email');
		expect(messageFor(z.string().regex(/^\d+$/), 'x')).toBe('validation.invalidFormat');
		expect(messageFor(z.enum(['a']), 'b')).toBe('validation.invalidValue');
	});

	it('leave the messages our schemas write themselves alone', () => {
		expect(failure(z.string().max(3, 'validation.phone.tooLong'), 'abcd').issues[0]?.message).toBe(
			'validation.phone.tooLong',
		);
		expect(failure(accountKindSchema, 42).issues[0]?.message).toBe('validation.accountKind');
		expect(failure(loginSchema, { email: '', password: '' }).issues.map((issue) => issue.message)).toEqual([
			'validation.required',
			'validation.required',
		]);
	});

	it('give wrong-typed and over-long fields of our schemas keys, not English', () => {
		const login = failure(loginSchema, { email: 'a'.repeat(255), password: 42 });
		expect(login.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
			['email', 'validation.tooLong'],
			['password', 'validation.invalidType'],
		]);
		const register = failure(registerSchema, { firstName: 42, email: [], dateOfBirth: {} });
		expect(messages(register.issues).filter((message) => !hasCatalogKey(message))).toEqual([]);
	});
});
