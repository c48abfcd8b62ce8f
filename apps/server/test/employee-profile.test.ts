import type { AppRouter } from '@edge/api/client';
import { earliestDateOfBirth, todayInSantoDomingo } from '@edge/api/schemas';
import { profiles } from '@edge/db';
import type { inferRouterOutputs } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput, professionalUser } from './professional-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, unchecked } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

type View = inferRouterOutputs<AppRouter>['professional']['employee']['get'];
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);

/** A YYYY-MM-DD date moved by whole days. */
function shiftDays(date: string, days: number): string {
	const day = new Date(`${date}T00:00:00Z`);
	day.setUTCDate(day.getUTCDate() + days);
	return day.toISOString().slice(0, 10);
}

const rowOf = (id: number) => server.db.select().from(profiles).where(eq(profiles.id, id)).get();
const today = todayInSantoDomingo();

describe('professional.employee.create', () => {
	it('creates the profile with every field', async () => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.employee.create.mutate(employeeInput({ email: 'Maria.R@Example.com' })),
		);
		expect(response.status).toBe(200);
		const view = response.data as View;
		expect(view).toMatchObject({
			title: 'María Rodríguez',
			email: 'maria.r@example.com',
			phone: '+18095551234',
			position: 'Contadora',
			bloodGroup: 'O+',
			dateOfBirth: '1990-05-17',
			isOwner: true,
			jobType: { slug: 'accountant' },
			ratingCount: 0,
			ratingAverage: null,
		});
		expect(rowOf(view.id)).toMatchObject({ kind: 'employee', ownerId: owner.user.id, dateOfBirth: '1990-05-17' });
	});

	it.each(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const)(
		'accepts the blood group %s',
		async (bloodGroup) => {
			const owner = await professionalUser(server);
			const response = await call(() => owner.api.professional.employee.create.mutate(employeeInput({ bloodGroup })));
			expect(response.status).toBe(200);
			expect(response.data?.bloodGroup).toBe(bloodGroup);
		},
	);

	it.each([
		['an unknown blood group', { bloodGroup: 'C+' }, 'bloodGroup', 'professional.employee.bloodGroupInvalid'],
		['a blood group in lower case', { bloodGroup: 'o+' }, 'bloodGroup', 'professional.employee.bloodGroupInvalid'],
		['no blood group', { bloodGroup: '' }, 'bloodGroup', 'professional.employee.bloodGroupInvalid'],
		['a phone of 9 digits', { phone: '809555123' }, 'phone', 'validation.phone.tooShort'],
		['a phone of 12 digits', { phone: '180955512345' }, 'phone', 'validation.phone.tooLong'],
		['a phone with letters', { phone: '1809555123a' }, 'phone', 'validation.phone.invalid'],
		['no phone', { phone: '' }, 'phone', 'validation.required'],
		['no e-mail', { email: '' }, 'email', 'validation.required'],
		['an invalid e-mail', { email: 'maria@' }, 'email', 'validation.email'],
		['no position', { position: ' ' }, 'position', 'validation.required'],
		['no name', { title: '' }, 'title', 'validation.required'],
		['no description', { about: '' }, 'about', 'validation.required'],
		['no job type', { jobTypeSlug: '' }, 'jobTypeSlug', 'validation.required'],
		['no date of birth', { dateOfBirth: '' }, 'dateOfBirth', 'validation.dateOfBirth.required'],
		['a date that does not exist', { dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'validation.dateOfBirth.invalid'],
		['a date in another format', { dateOfBirth: '17/05/1990' }, 'dateOfBirth', 'validation.dateOfBirth.invalid'],
		['tomorrow', { dateOfBirth: shiftDays(today, 1) }, 'dateOfBirth', 'professional.employee.dateOfBirthFuture'],
		[
			'more than 120 years ago',
			{ dateOfBirth: shiftDays(earliestDateOfBirth(today), -1) },
			'dateOfBirth',
			'validation.dateOfBirth.maxAge',
		],
	])('refuses %s with a field error and stores nothing', async (_, overrides, field, key) => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.employee.create.mutate(employeeInput(unchecked(overrides))),
		);
		expect(response.status).toBe(400);
		expect(Object.keys(response.error?.data.fieldErrors ?? {})).toEqual([field]);
		// The form shows the first key of a field (phone rules may add a second one).
		expect(response.error?.data.fieldErrors[field]?.[0]).toBe(key);
		expect((await call(() => owner.api.professional.employee.mine.query())).data).toBeNull();
	});

	it('accepts a date of birth of today and one exactly 120 years ago', async () => {
		for (const dateOfBirth of [today, earliestDateOfBirth(today)]) {
			const owner = await professionalUser(server);
			const response = await call(() => owner.api.professional.employee.create.mutate(employeeInput({ dateOfBirth })));
			expect(response.status, dateOfBirth).toBe(200);
		}
	});

	it("checks the date of birth against the server's day, not only the schema's", async () => {
		const owner = await professionalUser(server);
		// The server's clock is a year back: a date of birth from last month is in its future.
		server.clock.set(new Date(Date.now() - 365 * 24 * 3600 * 1000));
		try {
			const response = await call(() =>
				owner.api.professional.employee.create.mutate(employeeInput({ dateOfBirth: shiftDays(today, -30) })),
			);
			expect(response.status).toBe(400);
			expect(response.error?.data.fieldErrors).toEqual({ dateOfBirth: ['professional.employee.dateOfBirthFuture'] });
		} finally {
			server.clock.set(new Date());
		}
	});

	it('refuses an unknown job type', async () => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.employee.create.mutate(employeeInput({ jobTypeSlug: 'wizard' })),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ jobTypeSlug: ['professional.form.unknownJobType'] });
	});

	it('allows one employee profile per account', async () => {
		const owner = await professionalUser(server);
		expect((await call(() => owner.api.professional.employee.create.mutate(employeeInput()))).status).toBe(200);
		const again = await call(() => owner.api.professional.employee.create.mutate(employeeInput()));
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('directory.onePerAccount');
	});

	it('refuses visitors with 401', async () => {
		const response = await call(() => visitor().professional.employee.create.mutate(employeeInput()));
		expect(response.status).toBe(401);
	});
});

describe('professional.employee.get', () => {
	it('shows others the age only, and the owner the date of birth', async () => {
		const owner = await professionalUser(server);
		const id = (
			(await call(() => owner.api.professional.employee.create.mutate(employeeInput({ dateOfBirth: '1990-05-17' }))))
				.data as View
		).id;
		// 2026-11-23 in Santo Domingo: 36 years old.
		server.clock.set(new Date('2026-11-23T14:00:00Z'));
		try {
			const asVisitor = await call(() => visitor().professional.employee.get.query({ id }));
			expect(asVisitor.data).toMatchObject({ age: 36, dateOfBirth: null, isOwner: false });
			expect(JSON.stringify(asVisitor.data)).not.toContain('1990-05-17');
			const asOwner = await call(() => owner.api.professional.employee.get.query({ id }));
			expect(asOwner.data).toMatchObject({ age: 36, dateOfBirth: '1990-05-17', isOwner: true });
		} finally {
			server.clock.set(new Date());
		}
	});

	it("answers 'Profile not found' for an unknown or deleted profile", async () => {
		const unknown = await call(() => visitor().professional.employee.get.query({ id: 424_242 }));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('directory.profileNotFound');
	});
});

describe('professional.employee.update and delete', () => {
	it('lets only the owner edit (403 for others, 401 for visitors) and validates the edit like a creation', async () => {
		const owner = await professionalUser(server);
		const id = ((await call(() => owner.api.professional.employee.create.mutate(employeeInput()))).data as View).id;
		const stranger = await professionalUser(server);

		const forbidden = await call(() =>
			stranger.api.professional.employee.update.mutate({ id, ...employeeInput({ position: 'Gerente' }) }),
		);
		expect(forbidden.status).toBe(403);
		expect(forbidden.error?.data.i18nKey).toBe('errors.forbidden');
		const anonymous = await call(() => visitor().professional.employee.update.mutate({ id, ...employeeInput() }));
		expect(anonymous.status).toBe(401);

		const invalid = await call(() =>
			owner.api.professional.employee.update.mutate({ id, ...employeeInput({ phone: '809555' }) }),
		);
		expect(invalid.status).toBe(400);
		expect(invalid.error?.data.fieldErrors).toEqual({ phone: ['validation.phone.tooShort'] });
		expect(rowOf(id)?.position).toBe('Contadora');

		const updated = await call(() =>
			owner.api.professional.employee.update.mutate({
				id,
				...employeeInput({ position: 'Gerente', bloodGroup: 'AB-' }),
			}),
		);
		expect(updated.status).toBe(200);
		expect(updated.data).toMatchObject({ position: 'Gerente', bloodGroup: 'AB-' });
	});

	it('lets only the owner delete', async () => {
		const owner = await professionalUser(server);
		const id = ((await call(() => owner.api.professional.employee.create.mutate(employeeInput()))).data as View).id;
		const stranger = await professionalUser(server);
		expect((await call(() => stranger.api.professional.employee.delete.mutate({ id }))).status).toBe(403);
		expect((await call(() => visitor().professional.employee.delete.mutate({ id }))).status).toBe(401);
		expect(rowOf(id)).toBeDefined();
		expect((await call(() => owner.api.professional.employee.delete.mutate({ id }))).status).toBe(200);
		expect(rowOf(id)).toBeUndefined();
		const gone = await call(() => owner.api.professional.employee.delete.mutate({ id }));
		expect(gone.status).toBe(404);
		expect(gone.error?.data.i18nKey).toBe('directory.profileNotFound');
	});
});
