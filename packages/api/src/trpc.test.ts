import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiContext } from './context';
import { type ErrorData, publicProcedure, router } from './trpc';

/**
 * The error formatter is the last line of defence for field errors: a schema message that is no
 * catalog key (a typo, or English) must still reach the client as a key it can translate.
 */
const testRouter = router({
	echo: publicProcedure
		.input(
			z.object({
				name: z.string().min(3, 'Name is too short'),
				email: z.string().max(5, 'validation.emial'),
				phone: z.string().regex(/^\d+$/, 'validation.phone.invalid'),
			}),
		)
		.mutation(({ input }) => input),
});

async function call(input: unknown) {
	const response = await fetchRequestHandler({
		endpoint: '/trpc',
		req: new Request('http://localhost/trpc/echo', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(input),
		}),
		router: testRouter,
		createContext: () => ({}) as ApiContext,
	});
	const body = (await response.json()) as { error?: { message: string; data: ErrorData } };
	return { status: response.status, error: body.error };
}

describe('the tRPC error formatter', () => {
	it('replaces field messages that are not catalog keys by the key for their issue code', async () => {
		const { status, error } = await call({ name: 'ab', email: 'toolong', phone: 'abc' });
		expect(status).toBe(400);
		// The text in the caller's language (Spanish without one); the key is in data.
		expect(error?.message).toBe('La solicitud no es válida.');
		expect(error?.data).toMatchObject({
			i18nKey: 'errors.badRequest',
			params: {},
			fieldErrors: {
				name: ['validation.tooShort'],
				email: ['validation.tooLong'],
				phone: ['validation.phone.invalid'],
			},
		});
	});

	it('answers keys for wrong types and a missing input', async () => {
		const wrong = await call({ name: 1, email: null, phone: [] });
		expect(wrong.error?.data.fieldErrors).toEqual({
			name: ['validation.invalidType'],
			email: ['validation.required'],
			phone: ['validation.invalidType'],
		});
		const missing = await call(null);
		expect(missing.status).toBe(400);
		expect(missing.error?.data).toMatchObject({ i18nKey: 'errors.badRequest', fieldErrors: {} });
	});
});
