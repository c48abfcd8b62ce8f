import { catalogText, SUPPORTED_LANGUAGES } from '@edge/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	bearer,
	DEFAULT_PASSWORD,
	registerInput,
	registerUser,
	type TrpcResponse,
	trpcMutation,
	trpcQuery,
} from './http-helpers';
import { startTestServer, type TestServer } from './test-server';

/**
 * Every 4xx answer of a procedure with input must carry catalog keys, never zod's English, whatever
 * a client sends: the web translates `fieldErrors` and `i18nKey` and would otherwise show raw text.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
	server = await startTestServer();
	token = (await registerUser(server)).token;
});
afterAll(async () => {
	await server.stop();
});

/** Every text the answer asks the client to translate that is missing from a catalog. */
function untranslatable(response: TrpcResponse<unknown>): string[] {
	const data = response.error?.data;
	const keys = [data?.i18nKey ?? '(no i18nKey)', ...Object.values(data?.fieldErrors ?? {}).flat()];
	return keys.flatMap((key) =>
		SUPPORTED_LANGUAGES.filter((language) => catalogText(language, key) === undefined).map(
			(language) => `${language}: ${key}`,
		),
	);
}

interface Procedure {
	path: string;
	kind: 'query' | 'mutation';
	signedIn: boolean;
	/** An input that passes validation; each case breaks one field of it. */
	valid: () => Record<string, unknown>;
	/** Strings this procedure refuses for a field: bad formats, enum values, lengths out of range. */
	badStrings: Record<string, string[]>;
}

const LONG_EMAIL = `${'a'.repeat(250)}@example.com`;
const EMAIL_FORMATS = ['', 'not-an-email', 'a@b', '@example.com', LONG_EMAIL];
const NEW_PASSWORDS = ['', 'short', 'sinnumeros', 'x'.repeat(201)];

const PROCEDURES: Procedure[] = [
	{
		path: 'auth.register',
		kind: 'mutation',
		signedIn: false,
		valid: () => registerInput({ referralCode: 'ABC' }),
		badStrings: {
			accountKind: ['admin', '', 'CUSTOMER'],
			firstName: ['', 'R2D2', 'a'.repeat(51)],
			lastName: ['   ', "O'Brien"],
			email: EMAIL_FORMATS,
			phone: ['', 'abc', '12', '809-555-12345', '+1 809 555', '809-555-1234 ext 5'],
			password: NEW_PASSWORDS,
			dateOfBirth: ['', '17/05/1990', '2001-02-30', 'yesterday', '9999-01-01'],
			referralCode: ['x'.repeat(33)],
		},
	},
	{
		path: 'auth.login',
		kind: 'mutation',
		signedIn: false,
		valid: () => ({ email: 'nadie@example.com', password: DEFAULT_PASSWORD }),
		// Sign-in checks presence and size only: any other string is a failed login, not a bad input.
		badStrings: { email: ['', ' ', LONG_EMAIL], password: ['', 'x'.repeat(201)] },
	},
	{
		path: 'auth.requestPasswordReset',
		kind: 'mutation',
		signedIn: false,
		valid: () => ({ email: 'nadie@example.com' }),
		badStrings: { email: EMAIL_FORMATS },
	},
	{
		path: 'auth.resetPassword',
		kind: 'mutation',
		signedIn: false,
		valid: () => ({ token: 'abc', password: 'Nueva1234', confirmPassword: 'Nueva1234' }),
		badStrings: { token: ['', 'x'.repeat(201)], password: NEW_PASSWORDS, confirmPassword: ['Otra1234'] },
	},
	{
		path: 'auth.deleteAccount',
		kind: 'mutation',
		signedIn: true,
		valid: () => ({ password: DEFAULT_PASSWORD }),
		badStrings: { password: ['', 'x'.repeat(201)] },
	},
	{
		path: 'contact.submit',
		kind: 'mutation',
		signedIn: false,
		valid: () => ({
			name: 'Carlos Gómez',
			email: 'carlos@example.com',
			phone: '+18095551234',
			country: 'República Dominicana',
			issue: 'No puedo entrar.',
		}),
		badStrings: {
			name: ['', 'x'.repeat(101)],
			email: EMAIL_FORMATS,
			phone: ['', '8095551', '+1-809-555', '+1234567890123456', '1'.repeat(31)],
			country: [' ', 'x'.repeat(61)],
			issue: ['', 'x'.repeat(2001)],
		},
	},
	{
		path: 'subscription.byId',
		kind: 'query',
		signedIn: true,
		valid: () => ({ subscriptionId: 'sub_123' }),
		badStrings: { subscriptionId: ['', 'x'.repeat(101)] },
	},
];

/** Values of the wrong type, or far out of range, for any field of our schemas (all of them strings). */
const WRONG_VALUES: [string, unknown][] = [
	['a number', 42],
	['a negative fraction', -1.5],
	['a boolean', true],
	['null', null],
	['an empty array', []],
	['an array of strings', ['a', 'b']],
	['an empty object', {}],
	['an object', { value: 'x' }],
	['a string of 5,000 characters', 'x'.repeat(5000)],
];

function call(procedure: Procedure, input: unknown) {
	const headers = procedure.signedIn ? bearer(token) : {};
	return procedure.kind === 'query'
		? trpcQuery(server.url, procedure.path, input, headers)
		: trpcMutation(server.url, procedure.path, input, headers);
}

describe.each(PROCEDURES)('$path', (procedure) => {
	const fields = Object.keys(procedure.valid());

	it.each(fields)('answers catalog keys for wrong-typed and over-long %s', async (field) => {
		for (const [label, value] of WRONG_VALUES) {
			const response = await call(procedure, { ...procedure.valid(), [field]: value });
			expect(response.status, `${field} as ${label}`).toBe(400);
			expect(response.error?.data.fieldErrors[field]?.length, `${field} as ${label}`).toBeGreaterThan(0);
			expect(untranslatable(response), `${field} as ${label}`).toEqual([]);
		}
	});

	it.each(Object.keys(procedure.badStrings))('answers catalog keys for a refused string in %s', async (field) => {
		for (const value of procedure.badStrings[field] ?? []) {
			const response = await call(procedure, { ...procedure.valid(), [field]: value });
			expect(response.status, `${field} = ${JSON.stringify(value)}`).toBe(400);
			expect(response.error?.data.fieldErrors[field]?.length, `${field} = ${JSON.stringify(value)}`).toBeGreaterThan(0);
			expect(untranslatable(response), `${field} = ${JSON.stringify(value)}`).toEqual([]);
		}
	});

	it('answers catalog keys when every field is missing, or the input is not an object', async () => {
		for (const input of [{}, null, 42, 'text', [], [procedure.valid()]]) {
			const response = await call(procedure, input);
			expect(response.status, JSON.stringify(input)).toBe(400);
			expect(untranslatable(response), JSON.stringify(input)).toEqual([]);
		}
	});

	it('answers catalog keys when every field has the wrong type at once', async () => {
		for (const [label, value] of WRONG_VALUES) {
			const input = Object.fromEntries(fields.map((field) => [field, value]));
			const response = await call(procedure, input);
			expect(response.status, label).toBe(400);
			expect(untranslatable(response), label).toEqual([]);
		}
	});
});
