import { contactMessages, profiles, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerInput, registerUser } from './http-helpers';
import { employeeInput, freelancerInput, professionalUser } from './professional-helpers';
import { restaurantClient, restaurantInput } from './restaurant-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * Issue 20, point 1: every form's procedure reads a phone the way Dominicans type it and stores
 * E.164; the same bad numbers are refused everywhere, with the same translated keys.
 */
let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const TYPED = '809-555-1234';
const STORED = '+18095551234';

/** A municipality from the reference list of places (issue 20, point 2). */
const PLACE = { city: 'Santo Domingo de Guzmán', province: 'Distrito Nacional' };

const storedPhoneOfProfile = (id: number) =>
	server.db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, id)).get()?.phone;

const businessInput = (phone: string) => ({
	title: 'Colmado Doña Ana',
	about: 'Colmado de barrio con delivery.',
	ownerName: 'Ana Pérez',
	ownerDescription: 'Atiende el colmado desde 2005.',
	tags: ['colmado'],
	categorySlug: 'bakeries-and-pastry-shops',
	website: 'https://colmadoana.do',
	phone,
	email: '',
	address: 'Calle Duarte 12',
	lat: 18.4733,
	lng: -69.884,
	country: 'DO',
	city: PLACE.city,
	province: PLACE.province,
	postalCode: '10210',
	imageId: null,
	bannerId: null,
	hours: [{ weekday: 1, opens: '08:00', closes: '20:00' }],
	features: [],
	socialLinks: [],
});

describe('each form reads 809-555-1234 and stores +18095551234', () => {
	it('auth.register (sign-up)', async () => {
		const response = await call(() => visitor().auth.register.mutate(registerInput({ phone: TYPED })));
		expect(response.status).toBe(200);
		expect(response.data?.user.phone).toBe(STORED);
		const id = response.data?.user.id ?? '';
		expect(server.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)).get()?.phone).toBe(STORED);
	});

	it('contact.submit (contact us)', async () => {
		const email = `phone-${Date.now()}@example.com`;
		const response = await call(() =>
			visitor().contact.submit.mutate({
				name: 'Carlos Gómez',
				email,
				phone: '(809) 555-1234',
				country: 'República Dominicana',
				issue: 'Hola',
			}),
		);
		expect(response.status).toBe(200);
		const row = server.db.select().from(contactMessages).where(eq(contactMessages.email, email)).get();
		expect(row?.phone).toBe(STORED);
	});

	it('business.create and business.update (business form)', async () => {
		const owner = await registerUser(server);
		const created = await call(() =>
			apiClient(server.url, bearer(owner.token)).business.create.mutate(businessInput(TYPED)),
		);
		expect(created.status, JSON.stringify(created.error)).toBe(200);
		const id = created.data?.id ?? 0;
		expect(storedPhoneOfProfile(id)).toBe(STORED);

		const updated = await call(() =>
			apiClient(server.url, bearer(owner.token)).business.update.mutate({ id, ...businessInput('+1 829 555 1234') }),
		);
		expect(updated.status, JSON.stringify(updated.error)).toBe(200);
		expect(storedPhoneOfProfile(id)).toBe('+18295551234');
	});

	it('restaurant.create (restaurant form), and an empty phone is no phone', async () => {
		const client = await restaurantClient(server);
		const created = await call(() => client.api.restaurant.create.mutate(restaurantInput({ ...PLACE, phone: TYPED })));
		expect(created.status, JSON.stringify(created.error)).toBe(200);
		expect(storedPhoneOfProfile(created.data?.id ?? 0)).toBe(STORED);

		const other = await restaurantClient(server);
		const without = await call(() => other.api.restaurant.create.mutate(restaurantInput({ ...PLACE, phone: '' })));
		expect(without.status).toBe(200);
		expect(storedPhoneOfProfile(without.data?.id ?? 0)).toBeNull();
	});

	it('professional.freelancer.create (freelancer form)', async () => {
		const owner = await professionalUser(server);
		const created = await call(() =>
			owner.api.professional.freelancer.create.mutate(freelancerInput({ ...PLACE, phone: '849 555 1234' })),
		);
		expect(created.status, JSON.stringify(created.error)).toBe(200);
		expect(created.data?.phone).toBe('+18495551234');
		expect(storedPhoneOfProfile(created.data?.id ?? 0)).toBe('+18495551234');
	});

	it('professional.employee.create (employee form)', async () => {
		const owner = await professionalUser(server);
		const created = await call(() => owner.api.professional.employee.create.mutate(employeeInput({ phone: TYPED })));
		expect(created.status, JSON.stringify(created.error)).toBe(200);
		expect(created.data?.phone).toBe(STORED);
		expect(storedPhoneOfProfile(created.data?.id ?? 0)).toBe(STORED);
	});
});

describe('each form refuses what is not a phone number, in the same words', () => {
	it.each([
		['809-555-123', 'validation.phone.tooShort'],
		['809-555-12345', 'validation.phone.tooLong'],
		['llámame', 'validation.phone.invalid'],
	])('%s is refused with %s by every procedure, which stores nothing', async (phone, key) => {
		const before = {
			users: server.db.select().from(users).all().length,
			profiles: server.db.select().from(profiles).all().length,
			messages: server.db.select().from(contactMessages).all().length,
		};
		const owner = await professionalUser(server);
		const restaurant = await restaurantClient(server);
		const answers = [
			await call(() => visitor().auth.register.mutate(registerInput({ phone }))),
			await call(() =>
				visitor().contact.submit.mutate({
					name: 'Ana',
					email: 'ana@example.com',
					phone,
					country: 'RD',
					issue: 'Hola',
				}),
			),
			await call(() => owner.api.business.create.mutate(businessInput(phone))),
			await call(() => restaurant.api.restaurant.create.mutate(restaurantInput({ phone }))),
			await call(() => owner.api.professional.freelancer.create.mutate(freelancerInput({ phone }))),
			await call(() => owner.api.professional.employee.create.mutate(employeeInput({ phone }))),
		];
		for (const answer of answers) {
			expect(answer.status).toBe(400);
			expect(answer.error?.data.fieldErrors.phone).toEqual([key]);
		}
		// Two accounts were signed up to make the calls; nothing else was written.
		expect(server.db.select().from(users).all().length).toBe(before.users + 2);
		expect(server.db.select().from(profiles).all().length).toBe(before.profiles);
		expect(server.db.select().from(contactMessages).all().length).toBe(before.messages);
	});
});
