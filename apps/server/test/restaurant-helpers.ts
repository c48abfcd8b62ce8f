import { bearer, type RegisteredUser, registerUser, trpcMutation, trpcQuery } from './http-helpers';
import type { TestServer } from './test-server';

/** A valid restaurant form; slugs from the seeded reference lists. */
export function restaurantInput(overrides: Record<string, unknown> = {}) {
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

/** One signed-in account and its calls to the restaurant procedures over real HTTP. */
export async function restaurantClient(server: TestServer) {
	const account: RegisteredUser = await registerUser(server, { accountKind: 'restaurant' });
	const headers = bearer(account.token);
	return {
		account,
		mutate: <T = unknown>(path: string, input?: unknown) =>
			trpcMutation<T>(server.url, `restaurant.${path}`, input, headers),
		query: <T = unknown>(path: string, input?: unknown) =>
			trpcQuery<T>(server.url, `restaurant.${path}`, input, headers),
	};
}
export type RestaurantClient = Awaited<ReturnType<typeof restaurantClient>>;

/** An owner with a restaurant; returns the owner client and the profile id. */
export async function ownerWithRestaurant(server: TestServer, overrides: Record<string, unknown> = {}) {
	const owner = await restaurantClient(server);
	const created = await owner.mutate<{ id: number }>('create', restaurantInput(overrides));
	if (!created.data) throw new Error(`create failed: ${JSON.stringify(created.error)}`);
	return { owner, profileId: created.data.id };
}

/** YYYY-MM-DD `days` away from a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
	const at = new Date(`${date}T12:00:00Z`);
	at.setUTCDate(at.getUTCDate() + days);
	return at.toISOString().slice(0, 10);
}
