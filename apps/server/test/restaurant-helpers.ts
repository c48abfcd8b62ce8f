import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import type { TestServer } from './test-server';
import { apiClient, call, type RouterInputs } from './typed-client';

export type RestaurantInput = RouterInputs['restaurant']['create'];

/** A valid restaurant form; slugs from the seeded reference lists. */
export function restaurantInput(overrides: Partial<RestaurantInput> = {}): RestaurantInput {
	return {
		title: 'La Casita Criolla',
		description: 'Comida criolla de la abuela, con patio.',
		address: 'Calle El Conde 105, Zona Colonial',
		city: 'Santo Domingo',
		province: 'Distrito Nacional',
		phone: '+18095551234',
		cuisineSlug: 'dominican-cuisine',
		jobTypeSlug: 'waiter',
		hours: [{ weekday: 1, opens: '08:00', closes: '22:00' }],
		...overrides,
	};
}

/** One signed-in restaurant account and the typed client that calls as it (typed-client.ts). */
export async function restaurantClient(server: TestServer) {
	const account: RegisteredUser = await registerUser(server, { accountKind: 'restaurant' });
	return { account, api: apiClient(server.url, bearer(account.token)) };
}
export type RestaurantClient = Awaited<ReturnType<typeof restaurantClient>>;

/** An owner with a restaurant; returns the owner client and the profile id. */
export async function ownerWithRestaurant(server: TestServer, overrides: Partial<RestaurantInput> = {}) {
	const owner = await restaurantClient(server);
	const created = await call(() => owner.api.restaurant.create.mutate(restaurantInput(overrides)));
	if (!created.data) throw new Error(`create failed: ${JSON.stringify(created.error)}`);
	return { owner, profileId: created.data.id };
}

/** YYYY-MM-DD `days` away from a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
	const at = new Date(`${date}T12:00:00Z`);
	at.setUTCDate(at.getUTCDate() + days);
	return at.toISOString().slice(0, 10);
}
