import { profiles } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call, type RouterInputs, unchecked } from './typed-client';

const VISITOR = { lat: 18.4861, lng: -69.9312 };
const TILE_URL = 'https://tiles.example.org/{z}/{x}/{y}.png';

let server: TestServer;
let ownerId: string;

/** A profile row as the kinds' services would leave it; only the columns travel times read matter. */
function insertProfile(location: { lat: number; lng: number } | null): number {
	const row = server.db
		.insert(profiles)
		.values({ ownerId, kind: 'restaurant', title: 'Café Colonial', ...(location ?? {}) })
		.returning({ id: profiles.id })
		.get();
	return row.id;
}

const travelTime = (input: RouterInputs['maps']['travelTime'], headers: Record<string, string> = {}) =>
	call(() => apiClient(server.url, headers).maps.travelTime.query(input));

beforeAll(async () => {
	server = await startTestServer({ MAP_TILE_URL: TILE_URL, MAP_ATTRIBUTION: '© Tiles de prueba' });
	ownerId = (await registerUser(server)).user.id;
});

afterAll(async () => {
	await server?.stop();
});

describe('maps.config', () => {
	it('gives anyone the tile URL template and attribution from the settings', async () => {
		const response = await call(() => apiClient(server.url).maps.config.query());
		expect(response.status).toBe(200);
		expect(response.data).toEqual({ tileUrl: TILE_URL, attribution: '© Tiles de prueba' });
	});
});

describe('maps.travelTime without a routing service', () => {
	it('estimates the drive from the visitor to the profile, for a visitor who is not signed in', async () => {
		const id = insertProfile({ lat: 18.4734, lng: -69.8849 });
		const response = await travelTime({ from: VISITOR, profileId: id });
		expect(response.status).toBe(200);
		// 5.1 km straight, all of it city: × 1.3 = 6.6 km by road, 19.9 minutes at 20 km/h.
		expect(response.data).toEqual({ minutes: 20, distanceKm: 6.6, source: 'estimate' });
	});

	it("answers 'Profile not found' for an unknown profile, in the caller's language", async () => {
		const spanish = await travelTime({ from: VISITOR, profileId: 999_999 });
		expect(spanish.status).toBe(404);
		expect(spanish.error?.data.i18nKey).toBe('directory.profileNotFound');

		const id = insertProfile({ lat: 18.5, lng: -69.9 });
		server.db.delete(profiles).where(eq(profiles.id, id)).run();
		const deleted = await travelTime({ from: VISITOR, profileId: id });
		expect(deleted.status).toBe(404);
		expect(deleted.error?.data.i18nKey).toBe('directory.profileNotFound');
	});

	it('refuses a profile without a location with a translated reason', async () => {
		const id = insertProfile(null);
		const response = await travelTime({ from: VISITOR, profileId: id });
		expect(response.status).toBe(400);
		expect(response.error?.data.i18nKey).toBe('maps.profileHasNoLocation');
	});

	it('validates the visitor position: latitude -90..90, longitude -180..180, both numbers (errors are keyed by the top-level field)', async () => {
		const id = insertProfile({ lat: 18.4734, lng: -69.8849 });
		const cases: Array<[unknown, string]> = [
			[{ lat: 91, lng: 0 }, 'maps.invalidLatitude'],
			[{ lat: -90.5, lng: 0 }, 'maps.invalidLatitude'],
			[{ lat: 0, lng: 180.1 }, 'maps.invalidLongitude'],
			[{ lat: 0, lng: -181 }, 'maps.invalidLongitude'],
			[{ lat: '18.4', lng: 0 }, 'validation.invalidType'],
			[{ lng: 0 }, 'validation.required'],
		];
		for (const [from, key] of cases) {
			const response = await travelTime({ from: unchecked(from), profileId: id });
			expect(response.status, JSON.stringify(from)).toBe(400);
			expect(response.error?.data.fieldErrors.from, JSON.stringify(from)).toEqual([key]);
		}
		const edges = await travelTime({ from: { lat: -90, lng: 180 }, profileId: id });
		expect(edges.status).toBe(200);
	});

	it('refuses a profile id that is not a positive whole number', async () => {
		for (const profileId of [0, -3, 1.5, 'abc']) {
			const response = await travelTime({ from: VISITOR, profileId: unchecked(profileId) });
			expect(response.status, String(profileId)).toBe(400);
			expect(response.error?.data.fieldErrors.profileId).toHaveLength(1);
		}
	});
});
