import { earliestDateOfBirth, todayInSantoDomingo } from '@edge/api/schemas';
import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

/** A YYYY-MM-DD date moved by whole years and days (29 February moves to 1 March in common years). */
function shift(date: string, { years = 0, days = 0 }): string {
	const day = new Date(`${date}T00:00:00Z`);
	day.setUTCFullYear(day.getUTCFullYear() + years, day.getUTCMonth(), day.getUTCDate() + days);
	return day.toISOString().slice(0, 10);
}

const today = todayInSantoDomingo();
const accountsWith = (email: string) => server.db.select().from(users).where(eq(users.email, email)).all().length;

describe('auth.register date of birth', () => {
	it.each([
		['the year 1', '0001-01-01'],
		['121 years ago', shift(today, { years: -121 })],
		['120 years and a day ago', shift(earliestDateOfBirth(today), { days: -1 })],
	])('refuses %s (%s) with the maximum-age message and creates no account', async (_, dateOfBirth) => {
		const input = registerInput({ dateOfBirth });
		const response = await call(() => apiClient(server.url).auth.register.mutate(input));
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ dateOfBirth: ['validation.dateOfBirth.maxAge'] });
		expect(accountsWith(input.email.toLowerCase())).toBe(0);
	});

	it('accepts a date of birth exactly 120 years ago', async () => {
		const input = registerInput({ dateOfBirth: earliestDateOfBirth(today) });
		const response = await call(() => apiClient(server.url).auth.register.mutate(input));
		expect(response.status).toBe(200);
		expect(accountsWith(input.email.toLowerCase())).toBe(1);
	});
});
