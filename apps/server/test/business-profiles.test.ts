import type { AppRouter } from '@edge/api/client';
import { profileFeatures, profileHours, profileSocialLinks, profiles, subscriptions, uploads } from '@edge/db';
import type { inferRouterInputs } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, unchecked } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const validInput = () => ({
	title: 'Café del Conde',
	about: 'Café y repostería en la Zona Colonial.',
	ownerName: 'María Gómez',
	ownerDescription: 'Repostera desde 1998.',
	tags: ['café', 'repostería'],
	categorySlug: 'bakeries-and-pastry-shops',
	website: 'https://cafedelconde.do',
	/** The DGII's way of writing an RNC; stored as its 9 digits. */
	rnc: '1-01-85004-3',
	phone: '+18095551234',
	email: 'hola@cafedelconde.do',
	address: 'Calle El Conde 101',
	lat: 18.4733,
	lng: -69.884,
	country: 'DO',
	/** The pickers send slugs (directory.places). */
	city: 'santo-domingo-de-guzman',
	province: 'distrito-nacional',
	postalCode: '10210',
	imageId: null as string | null,
	bannerId: null as string | null,
	hours: [
		{ weekday: 1, opens: '08:00', closes: '12:00' },
		{ weekday: 1, opens: '14:00', closes: '18:00' },
		{ weekday: 5, opens: '20:00', closes: '02:00' },
	],
	features: [
		{ title: 'Wifi gratis', type: 'attribute' as const },
		{ title: 'El mejor bizcocho', type: 'highlight' as const },
	],
	socialLinks: [{ platform: 'instagram' as const, url: 'https://instagram.com/cafedelconde' }],
});
type Input = ReturnType<typeof validInput>;

type Inputs = inferRouterInputs<AppRouter>['business'];

/** The API as `user` (anonymous when null or left out). */
const as = (user?: RegisteredUser | null) => apiClient(server.url, user ? bearer(user.token) : {});
const create = (user: RegisteredUser | null, input: Inputs['create'] = validInput()) =>
	call(() => as(user).business.create.mutate(input));
const update = (user: RegisteredUser | null, input: Inputs['update']) =>
	call(() => as(user).business.update.mutate(input));
const get = (id: number, user?: RegisteredUser) => call(() => as(user).business.get.query({ id }));

async function createdId(user: RegisteredUser, input: Inputs['create'] = validInput()): Promise<number> {
	const response = await create(user, input);
	if (!response.data) throw new Error(`create failed: ${JSON.stringify(response.error)}`);
	return response.data.id;
}

const businessCountOf = (userId: string) =>
	server.db
		.select({ id: profiles.id })
		.from(profiles)
		.where(and(eq(profiles.ownerId, userId), eq(profiles.kind, 'business')))
		.all().length;

let uploadCounter = 0;
function insertUpload(ownerId: string): string {
	uploadCounter += 1;
	const id = `upload-${process.pid}-${uploadCounter}`;
	server.db
		.insert(uploads)
		.values({ id, ownerId, format: 'jpeg', width: 10, height: 10, bytes: 100, createdAt: new Date() })
		.run();
	return id;
}

describe('business.create and business.get', () => {
	it('stores every field and shows them on the public page with hours, features, links and rating', async () => {
		const owner = await registerUser(server);
		const imageId = insertUpload(owner.user.id);
		const bannerId = insertUpload(owner.user.id);
		const id = await createdId(owner, { ...validInput(), imageId, bannerId, tags: ['Café', ' café ', 'Postres', ''] });

		const page = await get(id);
		expect(page.status).toBe(200);
		expect(page.data).toMatchObject({
			id,
			isOwner: false,
			title: 'Café del Conde',
			about: 'Café y repostería en la Zona Colonial.',
			ownerName: 'María Gómez',
			ownerDescription: 'Repostera desde 1998.',
			tags: ['Café', 'Postres'],
			category: { slug: 'bakeries-and-pastry-shops', nameEs: 'Panaderías y reposterías' },
			website: 'https://cafedelconde.do',
			taxId: { kind: 'rnc', number: '1-01-85004-3' },
			phone: '+18095551234',
			email: 'hola@cafedelconde.do',
			address: 'Calle El Conde 101',
			lat: 18.4733,
			lng: -69.884,
			country: 'DO',
			city: 'Santo Domingo de Guzmán',
			province: 'Distrito Nacional',
			municipalitySlug: 'santo-domingo-de-guzman',
			provinceSlug: 'distrito-nacional',
			postalCode: '10210',
			imageId,
			bannerId,
			verified: false,
			hours: validInput().hours,
			features: validInput().features,
			socialLinks: validInput().socialLinks,
			ratingCount: 0,
			ratingAverage: null,
		});
		expect((await get(id, owner)).data?.isOwner).toBe(true);
		// The images now belong to the profile, so deleting it deletes them.
		const attached = server.db.select().from(uploads).where(eq(uploads.profileId, id)).all();
		expect(attached.map((row) => row.id).sort()).toEqual([imageId, bannerId].sort());
	});

	it('defaults the country to DO and stores empty optional fields as null', async () => {
		const owner = await registerUser(server);
		const { country: _country, ...withoutCountry } = validInput();
		const id = await createdId(owner, {
			...withoutCountry,
			rnc: '',
			email: '',
			city: '',
			province: '',
			postalCode: '',
			hours: [],
			features: [],
			socialLinks: [],
		});
		expect((await get(id)).data).toMatchObject({
			country: 'DO',
			taxId: null,
			email: null,
			postalCode: null,
			hours: [],
			openingStatus: { state: 'none' },
		});
	});

	it('stores the payment methods a business accepts and shows them back; none when left out', async () => {
		const owner = await registerUser(server);
		const id = await createdId(owner, { ...validInput(), paymentMethods: ['card', 'cash'] });
		expect((await get(id)).data?.paymentMethods).toEqual(['card', 'cash']);
		expect((await update(owner, { ...validInput(), id, paymentMethods: ['transfer'] })).status).toBe(200);
		expect((await get(id)).data?.paymentMethods).toEqual(['transfer']);

		const other = await registerUser(server);
		expect((await get(await createdId(other))).data?.paymentMethods).toEqual([]);
	});

	it("answers 'Profile not found' (404) for an unknown id and for a profile of another kind", async () => {
		const unknown = await get(987_654);
		expect(unknown.status).toBe(404);
		expect(unknown.error?.data.i18nKey).toBe('directory.profileNotFound');

		const owner = await registerUser(server);
		const restaurant = server.db
			.insert(profiles)
			.values({ ownerId: owner.user.id, kind: 'restaurant', title: 'Fonda' })
			.returning()
			.get();
		expect((await get(restaurant.id)).status).toBe(404);
	});

	it('refuses a signed-out caller with 401', async () => {
		const response = await create(null);
		expect(response.status).toBe(401);
		expect(response.error?.data.i18nKey).toBe('errors.unauthorized');
	});
});

describe('business profile validation (each rule refused with its key, nothing stored)', () => {
	const cases: Array<[string, (input: Input) => unknown, string, string]> = [
		['an empty title', (i) => ({ ...i, title: '  ' }), 'title', 'validation.required'],
		['an empty about', (i) => ({ ...i, about: '' }), 'about', 'validation.required'],
		['no tags', (i) => ({ ...i, tags: [] }), 'tags', 'business.validation.tagsRequired'],
		['only blank tags', (i) => ({ ...i, tags: [' ', ''] }), 'tags', 'business.validation.tagsRequired'],
		['a tag over 40 characters', (i) => ({ ...i, tags: ['x'.repeat(41)] }), 'tags', 'business.validation.tagTooLong'],
		[
			'more than 20 tags',
			(i) => ({ ...i, tags: Array.from({ length: 21 }, (_, n) => `tag${n}`) }),
			'tags',
			'business.validation.tooManyTags',
		],
		['a missing category', (i) => ({ ...i, categorySlug: '' }), 'categorySlug', 'business.validation.categoryUnknown'],
		[
			'a payment method not offered',
			(i) => ({ ...i, paymentMethods: ['cash', 'cheque'] }),
			'paymentMethods',
			'business.validation.paymentMethods',
		],
		[
			'a payment method twice',
			(i) => ({ ...i, paymentMethods: ['card', 'card'] }),
			'paymentMethods',
			'business.validation.paymentMethods',
		],
		[
			'a category not in the list',
			(i) => ({ ...i, categorySlug: 'no-such-category' }),
			'categorySlug',
			'business.validation.categoryUnknown',
		],
		// Required by the spec (issue 20: they were accepted empty).
		['an empty owner name', (i) => ({ ...i, ownerName: ' ' }), 'ownerName', 'validation.required'],
		['no owner name', ({ ownerName: _n, ...rest }) => rest, 'ownerName', 'validation.required'],
		['an empty owner description', (i) => ({ ...i, ownerDescription: '' }), 'ownerDescription', 'validation.required'],
		['an empty website', (i) => ({ ...i, website: '' }), 'website', 'validation.required'],
		// An RNC or cédula with a wrong check digit, or of another length (issue 20).
		['an RNC with a wrong check digit', (i) => ({ ...i, rnc: '1-01-85004-2' }), 'rnc', 'business.validation.rnc'],
		['a cédula with a wrong check digit', (i) => ({ ...i, rnc: '001-1391820-4' }), 'rnc', 'business.validation.rnc'],
		['an RNC of 8 digits', (i) => ({ ...i, rnc: '10185004' }), 'rnc', 'business.validation.rnc'],
		[
			'a website that is not a URL',
			(i) => ({ ...i, website: 'cafe del conde' }),
			'website',
			'business.validation.website',
		],
		[
			'a website that is not http(s)',
			(i) => ({ ...i, website: 'ftp://cafe.do' }),
			'website',
			'business.validation.website',
		],
		['a phone too short', (i) => ({ ...i, phone: '809-555-123' }), 'phone', 'validation.phone.tooShort'],
		['a missing phone', (i) => ({ ...i, phone: '' }), 'phone', 'validation.required'],
		['a bad e-mail', (i) => ({ ...i, email: 'hola@' }), 'email', 'validation.email'],
		['an empty address', (i) => ({ ...i, address: '' }), 'address', 'validation.required'],
		['no map location', (i) => ({ ...i, lat: null }), 'lat', 'business.validation.locationRequired'],
		['no longitude', ({ lng: _lng, ...rest }) => rest, 'lng', 'business.validation.locationRequired'],
		['a latitude off the globe', (i) => ({ ...i, lat: 91 }), 'lat', 'validation.tooBig'],
		['a bad country code', (i) => ({ ...i, country: 'Dominicana' }), 'country', 'validation.invalidFormat'],
		[
			'a postal code with letters',
			(i) => ({ ...i, postalCode: '10-21A' }),
			'postalCode',
			'business.validation.postalCode',
		],
		[
			'overlapping hours',
			(i) => ({ ...i, hours: [...i.hours, { weekday: 1, opens: '11:00', closes: '15:00' }] }),
			'hours',
			'directory.hours.overlap',
		],
		[
			'an impossible time',
			(i) => ({ ...i, hours: [{ weekday: 2, opens: '25:00', closes: '12:00' }] }),
			'hours',
			'directory.hours.invalidTime',
		],
		[
			'a feature without a title',
			(i) => ({ ...i, features: [{ title: ' ', type: 'highlight' }] }),
			'features',
			'validation.required',
		],
		[
			'a feature of an unknown type',
			(i) => ({ ...i, features: [{ title: 'Wifi', type: 'perk' }] }),
			'features',
			'validation.invalidValue',
		],
		[
			'a social link without a platform',
			(i) => ({ ...i, socialLinks: [{ platform: '', url: 'https://x.com/cafe' }] }),
			'socialLinks',
			'business.validation.platformRequired',
		],
		[
			'a social link without a URL',
			(i) => ({ ...i, socialLinks: [{ platform: 'x', url: '' }] }),
			'socialLinks',
			'business.validation.socialUrl',
		],
		[
			'a javascript: social link',
			(i) => ({ ...i, socialLinks: [{ platform: 'other', url: 'javascript:alert(1)' }] }),
			'socialLinks',
			'business.validation.socialUrl',
		],
	];

	it.each(cases)('refuses %s', async (_name, change, field, key) => {
		const owner = await registerUser(server);
		const response = await create(owner, unchecked(change(validInput())));
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors[field]).toContain(key);
		expect(businessCountOf(owner.user.id)).toBe(0);
	});

	it("refuses an image or banner id that is not the caller's own upload", async () => {
		const owner = await registerUser(server);
		const other = await registerUser(server);
		const foreign = insertUpload(other.user.id);
		for (const input of [
			{ ...validInput(), imageId: foreign },
			{ ...validInput(), bannerId: foreign },
			{ ...validInput(), imageId: 'never-uploaded-id' },
		]) {
			const response = await create(owner, input);
			expect(response.status).toBe(400);
			expect(response.error?.data.i18nKey).toBe('images.notFound');
		}
		expect(businessCountOf(owner.user.id)).toBe(0);
		expect(server.db.select().from(uploads).where(eq(uploads.id, foreign)).get()?.profileId).toBeNull();
	});

	it('answers the missing required fields in the caller’s language, each under its field', async () => {
		const owner = await registerUser(server);
		const input = { ...validInput(), ownerName: '', ownerDescription: '', website: '' };
		const english = await call(() =>
			apiClient(server.url, { ...bearer(owner.token), 'accept-language': 'en' }).business.create.mutate(input),
		);
		expect(english.status).toBe(400);
		expect(english.error?.data.fieldErrors).toEqual({
			ownerName: ['validation.required'],
			ownerDescription: ['validation.required'],
			website: ['validation.required'],
		});
		// Several fields: the message says so in English, each field carries its key for the form.
		expect(english.error?.message).toBe('The request is not valid.');
		const bad = await call(() =>
			apiClient(server.url, { ...bearer(owner.token), 'accept-language': 'es' }).business.create.mutate({
				...validInput(),
				rnc: '101850042',
			}),
		);
		expect(bad.error?.data.fieldErrors).toEqual({ rnc: ['business.validation.rnc'] });
		expect(bad.error?.message).toBe('La solicitud no es válida.');
		expect(businessCountOf(owner.user.id)).toBe(0);
	});

	it('keeps a persona física’s cédula whole for the owner and masked for others', async () => {
		const owner = await registerUser(server);
		const id = await createdId(owner, { ...validInput(), rnc: '00113918205' });
		expect(server.db.select().from(profiles).where(eq(profiles.id, id)).get()?.idNumber).toBe('00113918205');
		expect((await get(id, owner)).data?.taxId).toEqual({ kind: 'cedula', number: '001-1391820-5' });
		expect((await get(id)).data?.taxId).toEqual({ kind: 'cedula', number: '***-****820-5' });
	});

	it('refuses an invalid update and leaves the stored profile as it was', async () => {
		const owner = await registerUser(server);
		const id = await createdId(owner);
		const response = await update(owner, { ...validInput(), id, title: 'Nuevo', website: 'nope', hours: [] });
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors.website).toEqual(['business.validation.website']);
		expect((await get(id)).data).toMatchObject({ title: 'Café del Conde', hours: validInput().hours });
	});
});

describe('owner-only writes', () => {
	it('lets the owner update every part and replaces hours, features and links as a whole', async () => {
		const owner = await registerUser(server);
		const id = await createdId(owner);
		const response = await update(owner, {
			...validInput(),
			id,
			title: 'Café del Conde II',
			tags: ['café'],
			hours: [{ weekday: 0, opens: '00:00', closes: '00:00' }],
			features: [{ title: 'Terraza', type: 'attribute' }],
			socialLinks: [],
		});
		expect(response.status).toBe(200);
		expect((await get(id)).data).toMatchObject({
			title: 'Café del Conde II',
			tags: ['café'],
			hours: [{ weekday: 0, opens: '00:00', closes: '00:00' }],
			features: [{ title: 'Terraza', type: 'attribute' }],
			socialLinks: [],
		});
		expect(server.db.select().from(profileHours).where(eq(profileHours.profileId, id)).all()).toHaveLength(1);
	});

	it('deletes an image the owner replaced, and keeps the one still shown', async () => {
		const owner = await registerUser(server);
		const [logo, banner, newLogo] = [
			insertUpload(owner.user.id),
			insertUpload(owner.user.id),
			insertUpload(owner.user.id),
		];
		const id = await createdId(owner, { ...validInput(), imageId: logo, bannerId: banner });
		const response = await update(owner, { ...validInput(), id, imageId: newLogo, bannerId: banner });
		expect(response.status).toBe(200);
		const uploadIds = server.db
			.select({ id: uploads.id })
			.from(uploads)
			.where(eq(uploads.profileId, id))
			.all()
			.map((row) => row.id);
		expect(uploadIds.sort()).toEqual([banner, newLogo].sort());
		expect(server.db.select().from(uploads).where(eq(uploads.id, logo)).get()).toBeUndefined();
	});

	it('refuses update, delete and verification to another user (403) and to a signed-out caller (401)', async () => {
		const owner = await registerUser(server);
		const intruder = await registerUser(server);
		const id = await createdId(owner);
		const attempts = [
			() => update(intruder, { ...validInput(), id, title: 'Mío' }),
			() => call(() => as(intruder).business.delete.mutate({ id })),
			() => call(() => as(intruder).business.requestVerification.mutate({ id, channel: 'email' })),
			() => call(() => as(intruder).business.confirmVerification.mutate({ id, code: '123456' })),
			() => call(() => as(intruder).business.verification.query({ id })),
		];
		for (const attempt of attempts) {
			const response = await attempt();
			expect(response.status).toBe(403);
			expect(response.error?.data.i18nKey).toBe('errors.forbidden');
		}
		expect((await update(null, { ...validInput(), id })).status).toBe(401);
		expect((await call(() => as(null).business.delete.mutate({ id }))).status).toBe(401);
		expect((await get(id)).data?.title).toBe('Café del Conde');
	});

	it("answers 'Profile not found' to updates and deletes of an unknown profile", async () => {
		const owner = await registerUser(server);
		const response = await update(owner, { ...validInput(), id: 987_655 });
		expect(response.status).toBe(404);
		expect(response.error?.data.i18nKey).toBe('directory.profileNotFound');
		const deleted = await call(() => as(owner).business.delete.mutate({ id: 987_655 }));
		expect(deleted.status).toBe(404);
	});

	it('deletes the profile with its parts and uploads; its page is then not found', async () => {
		const owner = await registerUser(server);
		const imageId = insertUpload(owner.user.id);
		const id = await createdId(owner, { ...validInput(), imageId });
		const response = await call(() => as(owner).business.delete.mutate({ id }));
		expect(response.status).toBe(200);
		expect((await get(id)).status).toBe(404);
		expect(server.db.select().from(uploads).where(eq(uploads.id, imageId)).get()).toBeUndefined();
		expect(server.db.select().from(profileFeatures).where(eq(profileFeatures.profileId, id)).all()).toEqual([]);
		expect(server.db.select().from(profileSocialLinks).where(eq(profileSocialLinks.profileId, id)).all()).toEqual([]);
	});
});

describe('one business profile per account unless a multi-profile plan is valid', () => {
	const MULTI = 'business-multi-profile-premium';
	const mine = (user: RegisteredUser) => call(() => as(user).business.mine.query());

	it('refuses a second profile, allows it with a valid plan, and refuses again once the plan lapses', async () => {
		const owner = await registerUser(server);
		const first = await createdId(owner);
		expect((await mine(owner)).data).toMatchObject({ profiles: [{ id: first }], canCreate: false });

		const refused = await create(owner, { ...validInput(), title: 'Segundo local' });
		expect(refused.status).toBe(403);
		expect(refused.error?.data.i18nKey).toBe('directory.multiProfileRequired');
		expect(businessCountOf(owner.user.id)).toBe(1);

		// A plan that does not unlock it changes nothing.
		server.db
			.insert(subscriptions)
			.values({ id: `I-BP-${owner.user.id}`, userId: owner.user.id, planId: 'business-profile', status: 'ACTIVE' })
			.run();
		expect((await create(owner, { ...validInput(), title: 'Segundo local' })).status).toBe(403);

		const day = 24 * 60 * 60 * 1000;
		const subscriptionId = `I-MP-${owner.user.id}`;
		server.db
			.insert(subscriptions)
			.values({
				id: subscriptionId,
				userId: owner.user.id,
				planId: MULTI,
				status: 'SUSPENDED',
				nextBillingAt: new Date(server.clock.now().getTime() + day),
			})
			.run();
		expect((await mine(owner)).data?.canCreate).toBe(true);
		const second = await create(owner, { ...validInput(), title: 'Segundo local' });
		expect(second.status).toBe(200);
		expect(businessCountOf(owner.user.id)).toBe(2);

		// Suspended is valid only until its next billing date.
		server.clock.advance(2 * day);
		try {
			const third = await create(owner, { ...validInput(), title: 'Tercer local' });
			expect(third.status).toBe(403);
			expect(third.error?.data.i18nKey).toBe('directory.multiProfileRequired');
			expect((await mine(owner)).data?.canCreate).toBe(false);
		} finally {
			server.clock.advance(-2 * day);
		}

		server.db.update(subscriptions).set({ status: 'ACTIVE' }).where(eq(subscriptions.id, subscriptionId)).run();
		expect((await create(owner, { ...validInput(), title: 'Tercer local' })).status).toBe(200);
		server.db.update(subscriptions).set({ status: 'EXPIRED' }).where(eq(subscriptions.id, subscriptionId)).run();
		expect((await create(owner, { ...validInput(), title: 'Cuarto local' })).status).toBe(403);
		expect(businessCountOf(owner.user.id)).toBe(3);
	});

	it('lists only the caller’s business profiles', async () => {
		const owner = await registerUser(server);
		const other = await registerUser(server);
		const id = await createdId(owner);
		await createdId(other);
		expect((await mine(owner)).data?.profiles.map((profile) => profile.id)).toEqual([id]);
		expect((await call(() => as(null).business.mine.query())).status).toBe(401);
	});
});

describe('opening status in the view, computed with the server clock (Santo Domingo, UTC-4)', () => {
	it('follows a Friday range that ends at 02:00 on Saturday', async () => {
		const owner = await registerUser(server);
		const id = await createdId(owner, {
			...validInput(),
			hours: [
				{ weekday: 5, opens: '20:00', closes: '02:00' },
				{ weekday: 1, opens: '09:00', closes: '17:00' },
			],
		});
		const statusAt = async (localIso: string) => {
			server.clock.set(new Date(`${localIso}-04:00`));
			return (await get(id)).data?.openingStatus;
		};
		try {
			// 2026-11-20 is a Friday.
			expect(await statusAt('2026-11-20T19:00:00')).toEqual({
				state: 'closed',
				opensAt: '20:00',
				opensWeekday: 5,
				opensInMinutes: 60,
			});
			expect(await statusAt('2026-11-20T23:30:00')).toEqual({
				state: 'open',
				alwaysOpen: false,
				closesAt: '02:00',
				closesInMinutes: 150,
			});
			expect(await statusAt('2026-11-21T01:45:00')).toMatchObject({ state: 'open', closesInMinutes: 15 });
			expect(await statusAt('2026-11-21T02:00:00')).toEqual({
				state: 'closed',
				opensAt: '09:00',
				opensWeekday: 1,
				opensInMinutes: (2 * 24 + 7) * 60,
			});
		} finally {
			server.clock.set(new Date());
		}
	});
});
