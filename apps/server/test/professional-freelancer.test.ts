import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppRouter } from '@edge/api/client';
import { profileHours, profileSocialLinks, profiles, subscriptions, uploads } from '@edge/db';
import type { inferRouterOutputs } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freelancerInput, professionalUser, validCedula } from './professional-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, ok, unchecked } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

type View = inferRouterOutputs<AppRouter>['professional']['freelancer']['get'];
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);

const rowOf = (id: number) => server.db.select().from(profiles).where(eq(profiles.id, id)).get();

describe('professional.freelancer.create', () => {
	it('creates a self-employed profile, named after the account when no name is given, with its calendar and links', async () => {
		const owner = await professionalUser(server, { firstName: 'Pedro', lastName: 'Martínez' });
		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(
				freelancerInput({
					phone: '+18095551234',
					socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/pedro' }],
					hours: [
						{ weekday: 1, opens: '08:00', closes: '12:00' },
						{ weekday: 1, opens: '14:00', closes: '18:00' },
					],
				}),
			),
		);
		expect(created.status).toBe(200);
		const view = created.data as View;
		expect(view.title).toBe('Pedro Martínez');
		expect(view.isOwner).toBe(true);
		expect(view.idNumber).toBeNull();
		expect(view.jobType).toEqual({ slug: 'electrician', name: { es: 'Electricista', en: 'Electrician' } });
		expect(view.hours).toEqual([
			{ weekday: 1, opens: '08:00', closes: '12:00' },
			{ weekday: 1, opens: '14:00', closes: '18:00' },
		]);
		expect(view.socialLinks).toEqual([{ platform: 'instagram', url: 'https://instagram.com/pedro' }]);
		expect(view.phone).toBe('+18095551234');
		expect(view).toMatchObject({ ratingCount: 0, ratingAverage: null, membership: { planIds: [] }, otherProfiles: [] });
		expect(rowOf(view.id)).toMatchObject({ kind: 'freelancer', ownerId: owner.user.id, idNumber: null });
		expect(server.db.select().from(profileHours).where(eq(profileHours.profileId, view.id)).all()).toHaveLength(2);
	});

	it('stores an independent cédula as 11 digits, typed with or without dashes', async () => {
		const dashed = await professionalUser(server);
		const first = await call(() =>
			dashed.api.professional.freelancer.create.mutate(
				freelancerInput({ freelancerKind: 'independent', idNumber: '001-1391820-5' }),
			),
		);
		expect(first.status).toBe(200);
		expect(rowOf((first.data as View).id)?.idNumber).toBe('00113918205');
		expect((first.data as View).idNumber).toBe('001-1391820-5');

		const plain = await professionalUser(server);
		const second = await call(() =>
			plain.api.professional.freelancer.create.mutate(
				freelancerInput({ freelancerKind: 'independent', idNumber: validCedula('4020000000') }),
			),
		);
		expect(second.status).toBe(200);
		expect(rowOf((second.data as View).id)?.idNumber).toBe(validCedula('4020000000'));
	});

	it.each([
		['missing', '', 'professional.cedula.required'],
		['too short', '0011391820', 'professional.cedula.format'],
		['with letters', '001-13918A0-5', 'professional.cedula.format'],
		['dashed in the wrong places', '0011-391820-5', 'professional.cedula.format'],
		['with a wrong check digit', '001-1391820-4', 'professional.cedula.checkDigit'],
		['undashed with a wrong check digit', '00113918206', 'professional.cedula.checkDigit'],
	])('refuses an independent whose cédula is %s, and stores nothing', async (_, idNumber, key) => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ freelancerKind: 'independent', idNumber })),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors).toEqual({ idNumber: [key] });
		expect((await call(() => owner.api.professional.freelancer.mine.query())).data).toBeNull();
	});

	it('ignores an id number sent for a self-employed freelancer', async () => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ idNumber: 'whatever' })),
		);
		expect(response.status).toBe(200);
		expect(rowOf((response.data as View).id)?.idNumber).toBeNull();
	});

	it.each([
		['no description', { about: '  ' }, 'about', 'validation.required'],
		['no city', { city: '' }, 'city', 'validation.required'],
		['no job type', { jobTypeSlug: '' }, 'jobTypeSlug', 'validation.required'],
		['a phone that is not a number', { phone: '809-555' }, 'phone', 'validation.phone.tooShort'],
		['a latitude without a longitude', { lng: null }, 'lng', 'professional.form.locationPair'],
		['a latitude out of range', { lat: 91 }, 'lat', 'validation.tooBig'],
		['an unknown kind', { freelancerKind: 'pirate' }, 'freelancerKind', 'validation.invalidValue'],
		[
			'a social link that is no URL',
			{ socialLinks: [{ platform: 'facebook', url: 'facebook' }] },
			'socialLinks',
			'professional.form.invalidUrl',
		],
		[
			'overlapping hours',
			{
				hours: [
					{ weekday: 2, opens: '08:00', closes: '12:00' },
					{ weekday: 2, opens: '11:00', closes: '13:00' },
				],
			},
			'hours',
			'directory.hours.overlap',
		],
	])('refuses %s with a field error', async (_, overrides, field, key) => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput(unchecked(overrides))),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors[field]).toEqual([key]);
	});

	it('refuses a job type that is not in the list', async () => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ jobTypeSlug: 'astronaut' })),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.i18nKey).toBe('professional.form.unknownJobType');
		expect(response.error?.data.fieldErrors).toEqual({ jobTypeSlug: ['professional.form.unknownJobType'] });
	});

	it('allows one freelancer profile per account', async () => {
		const owner = await professionalUser(server);
		expect((await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput()))).status).toBe(200);
		const again = await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput()));
		expect(again.status).toBe(409);
		expect(again.error?.data.i18nKey).toBe('directory.onePerAccount');
		expect(server.db.select().from(profiles).where(eq(profiles.ownerId, owner.user.id)).all()).toHaveLength(1);
	});

	it('refuses visitors with 401', async () => {
		const response = await call(() => visitor().professional.freelancer.create.mutate(freelancerInput()));
		expect(response.status).toBe(401);
		expect(response.error?.data.i18nKey).toBe('errors.unauthorized');
	});

	it("uses only the owner's own uploads as the image, and attaches it to the profile", async () => {
		const owner = await professionalUser(server);
		const other = await professionalUser(server);
		const insertUpload = (id: string, ownerId: string) =>
			server.db
				.insert(uploads)
				.values({ id, ownerId, format: 'jpeg', width: 320, height: 320, bytes: 100, createdAt: new Date() })
				.run();
		insertUpload('own-image-0001', owner.user.id);
		insertUpload('their-image-0001', other.user.id);

		const refused = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ imageId: 'their-image-0001' })),
		);
		expect(refused.status).toBe(400);
		expect(refused.error?.data.i18nKey).toBe('images.notFound');

		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ imageId: 'own-image-0001' })),
		);
		expect(created.status).toBe(200);
		const upload = server.db.select().from(uploads).where(eq(uploads.id, 'own-image-0001')).get();
		expect(upload?.profileId).toBe((created.data as View).id);
	});

	it('deletes a picture the owner replaces: its row now, its folder after the commit', async () => {
		const owner = await professionalUser(server);
		for (const id of ['old-picture-0001', 'new-picture-0001']) {
			server.db
				.insert(uploads)
				.values({
					id,
					ownerId: owner.user.id,
					format: 'jpeg',
					width: 320,
					height: 320,
					bytes: 100,
					createdAt: new Date(),
				})
				.run();
			mkdirSync(join(server.settings.uploadsDir, id), { recursive: true });
			writeFileSync(join(server.settings.uploadsDir, id, '320.jpg'), 'jpeg');
		}
		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ imageId: 'old-picture-0001' })),
		);
		const id = (created.data as View).id;
		const updated = await call(() =>
			owner.api.professional.freelancer.update.mutate({ id, ...freelancerInput({ imageId: 'new-picture-0001' }) }),
		);
		expect(updated.status).toBe(200);
		const rows = server.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, owner.user.id)).all();
		expect(rows.map((row) => row.id)).toEqual(['new-picture-0001']);
		expect(existsSync(join(server.settings.uploadsDir, 'old-picture-0001'))).toBe(false);
		expect(existsSync(join(server.settings.uploadsDir, 'new-picture-0001'))).toBe(true);
	});
});

describe('professional.freelancer.get', () => {
	it('masks the cédula for visitors and other users, and shows it whole to the owner', async () => {
		const owner = await professionalUser(server);
		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(
				freelancerInput({ freelancerKind: 'independent', idNumber: '00113918205' }),
			),
		);
		const id = (created.data as View).id;

		const asVisitor = await call(() => visitor().professional.freelancer.get.query({ id }));
		expect(asVisitor.data?.idNumber).toBe('***-****820-5');
		expect(asVisitor.data?.isOwner).toBe(false);

		const stranger = await professionalUser(server);
		expect((await call(() => stranger.api.professional.freelancer.get.query({ id }))).data?.idNumber).toBe(
			'***-****820-5',
		);

		const asOwner = await call(() => owner.api.professional.freelancer.get.query({ id }));
		expect(asOwner.data?.idNumber).toBe('001-1391820-5');
		expect(asOwner.data?.isOwner).toBe(true);
		// Nowhere in a visitor's answer do the hidden digits appear.
		expect(JSON.stringify(asVisitor.data)).not.toContain('0011391');
	});

	it("answers 'Profile not found' for an unknown id, a deleted profile and a profile of another kind", async () => {
		const unknown = await call(() => visitor().professional.freelancer.get.query({ id: 999_999 }));
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('directory.profileNotFound');

		const owner = await professionalUser(server);
		const employee = await ok(() =>
			owner.api.professional.employee.create.mutate({
				title: 'Ana',
				email: 'ana.employee@example.com',
				phone: '18095551234',
				about: 'Recepcionista.',
				position: 'Recepcionista',
				bloodGroup: 'A+',
				dateOfBirth: '1995-01-01',
				jobTypeSlug: 'accountant',
				imageId: null,
			}),
		);
		const asFreelancer = await call(() => visitor().professional.freelancer.get.query({ id: employee.id }));
		expect(asFreelancer.status).toBe(404);
	});

	it('says whether the freelancer is available now, by the server clock in Santo Domingo', async () => {
		const owner = await professionalUser(server);
		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(
				freelancerInput({ hours: [{ weekday: 1, opens: '08:00', closes: '17:00' }] }),
			),
		);
		const id = (created.data as View).id;
		// Monday 2026-11-23 10:00 in Santo Domingo (UTC-4).
		server.clock.set(new Date('2026-11-23T14:00:00Z'));
		try {
			const open = await call(() => visitor().professional.freelancer.get.query({ id }));
			expect(open.data?.status).toMatchObject({ state: 'open', closesAt: '17:00' });
			server.clock.set(new Date('2026-11-23T22:30:00Z'));
			const closed = await call(() => visitor().professional.freelancer.get.query({ id }));
			expect(closed.data?.status).toMatchObject({ state: 'closed', opensAt: '08:00' });
		} finally {
			server.clock.set(new Date());
		}
	});

	it("lists the owner's valid plans and their other profiles", async () => {
		const owner = await professionalUser(server);
		const created = await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput()));
		const id = (created.data as View).id;
		const employee = await call(() =>
			owner.api.professional.employee.create.mutate({
				title: 'Pedro',
				email: 'pedro.employee@example.com',
				phone: '18095551234',
				about: 'Técnico.',
				position: 'Técnico',
				bloodGroup: 'B-',
				dateOfBirth: '1988-03-02',
				jobTypeSlug: 'electrician',
				imageId: null,
			}),
		);
		const future = new Date(Date.now() + 30 * 24 * 3600 * 1000);
		server.db
			.insert(subscriptions)
			.values([
				{
					id: `I-valid-${id}`,
					userId: owner.user.id,
					planId: 'freelancer-unlimited-messaging',
					status: 'ACTIVE',
					nextBillingAt: future,
				},
				{
					id: `I-old-${id}`,
					userId: owner.user.id,
					planId: 'search-bar-visibility',
					status: 'EXPIRED',
					nextBillingAt: null,
				},
			])
			.run();
		const view = (await call(() => visitor().professional.freelancer.get.query({ id }))).data as View;
		expect(view.membership).toEqual({ planIds: ['freelancer-unlimited-messaging'] });
		expect(view.otherProfiles).toEqual([{ id: employee.data?.id, kind: 'employee', title: 'Pedro' }]);
	});
});

describe('professional.freelancer.update and delete', () => {
	it('lets only the owner edit: others get 403, visitors 401, and the profile stays as it was', async () => {
		const owner = await professionalUser(server);
		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ title: 'Original' })),
		);
		const id = (created.data as View).id;

		const stranger = await professionalUser(server);
		const forbidden = await call(() =>
			stranger.api.professional.freelancer.update.mutate({ id, ...freelancerInput({ title: 'Hijacked' }) }),
		);
		expect(forbidden.status).toBe(403);
		expect(forbidden.error?.data.i18nKey).toBe('errors.forbidden');
		const anonymous = await call(() =>
			visitor().professional.freelancer.update.mutate({
				id,
				...freelancerInput({ title: 'Hijacked' }),
			}),
		);
		expect(anonymous.status).toBe(401);
		expect(rowOf(id)?.title).toBe('Original');

		const updated = await call(() =>
			owner.api.professional.freelancer.update.mutate({
				id,
				...freelancerInput({
					title: 'Renamed',
					freelancerKind: 'independent',
					idNumber: '001-1391820-5',
					hours: [],
					socialLinks: [{ platform: 'linkedin', url: 'https://linkedin.com/in/x' }],
				}),
			}),
		);
		expect(updated.status).toBe(200);
		expect(updated.data).toMatchObject({
			title: 'Renamed',
			freelancerKind: 'independent',
			hours: [],
			status: { state: 'none' },
		});
		expect(server.db.select().from(profileSocialLinks).where(eq(profileSocialLinks.profileId, id)).all()).toHaveLength(
			1,
		);

		// Back to self-employed: the cédula given before is dropped.
		await call(() => owner.api.professional.freelancer.update.mutate({ id, ...freelancerInput() }));
		expect(rowOf(id)?.idNumber).toBeNull();
	});

	it("answers 'Profile not found' when updating an unknown profile", async () => {
		const owner = await professionalUser(server);
		const response = await call(() =>
			owner.api.professional.freelancer.update.mutate({ id: 999_998, ...freelancerInput() }),
		);
		expect(response.status).toBe(404);
		expect(response.error?.data.i18nKey).toBe('directory.profileNotFound');
	});

	it('lets only the owner delete; afterwards the profile is not found and a new one may be created', async () => {
		const owner = await professionalUser(server);
		const id = ((await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput()))).data as View).id;
		const stranger = await professionalUser(server);
		expect((await call(() => stranger.api.professional.freelancer.delete.mutate({ id }))).status).toBe(403);
		expect(rowOf(id)).toBeDefined();

		expect((await call(() => owner.api.professional.freelancer.delete.mutate({ id }))).status).toBe(200);
		expect(rowOf(id)).toBeUndefined();
		expect((await call(() => visitor().professional.freelancer.get.query({ id }))).status).toBe(404);
		expect((await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput()))).status).toBe(200);
	});
});

describe('professional.freelancer.mine and professional.jobTypes', () => {
	it("gives the user's own profile, or null", async () => {
		const owner = await professionalUser(server);
		expect((await call(() => owner.api.professional.freelancer.mine.query())).data).toBeNull();
		const id = ((await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput()))).data as View).id;
		expect((await call(() => owner.api.professional.freelancer.mine.query())).data?.id).toBe(id);
		expect((await call(() => visitor().professional.freelancer.mine.query())).status).toBe(401);
	});

	it('lists the job types in both languages', async () => {
		const response = await call(() => visitor().professional.jobTypes.query());
		expect(response.data?.length).toBeGreaterThan(100);
		expect(response.data).toContainEqual({ slug: 'plumber', name: { es: 'Plomero', en: 'Plumber' } });
	});
});
