import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	CITY_ROAD_FACTOR,
	CITY_SPEED_KMH,
	CITY_STRAIGHT_KM,
	drivingTime,
	estimateDriving,
	haversineKm,
	INTERCITY_ROAD_FACTOR,
	INTERCITY_SPEED_KMH,
	RoutingFailure,
	routeDriving,
} from './travel-time';

const COLONIAL_ZONE = { lat: 18.4734, lng: -69.8849 };
const SANTIAGO = { lat: 19.4517, lng: -70.697 };

describe('haversineKm', () => {
	it('measures a degree of longitude on the equator and a known city pair', () => {
		expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 2);
		// Santo Domingo to Santiago de los Caballeros: about 138 km in a straight line (108.8 km north, 85.4 km west).
		expect(haversineKm(COLONIAL_ZONE, SANTIAGO)).toBeGreaterThan(137.5);
		expect(haversineKm(COLONIAL_ZONE, SANTIAGO)).toBeLessThan(139);
	});

	it('is symmetric and zero for one point', () => {
		expect(haversineKm(COLONIAL_ZONE, SANTIAGO)).toBeCloseTo(haversineKm(SANTIAGO, COLONIAL_ZONE), 9);
		expect(haversineKm(COLONIAL_ZONE, COLONIAL_ZONE)).toBe(0);
	});

	it('takes the short way across the antimeridian', () => {
		expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.195, 2);
	});
});

/**
 * Trips a Dominican driver knows, from the Zona Colonial (Parque Colón), with their usual driving
 * time in minutes (Google Maps and local guides at ordinary hours; a range's middle). The ends are
 * the demo directory's coordinates (apps/cli/src/demo/places.ts) where it has the place.
 */
const KNOWN_TRIPS = [
	// Naco (the demo's Santo Domingo): about 6.6 km by road through Av. 27 de Febrero, 20 to 25 min.
	{ to: 'Naco, Distrito Nacional', at: { lat: 18.4861, lng: -69.9312 }, usualMinutes: 22.5 },
	// Piantini (Av. Gustavo Mejía Ricart near Av. Winston Churchill): about 7 km, 20 to 25 min.
	{ to: 'Piantini, Distrito Nacional', at: { lat: 18.4718, lng: -69.9379 }, usualMinutes: 22.5 },
	// Monumento a los Héroes de la Restauración: 155 km by the Autopista Duarte, about 2 h.
	{ to: 'Santiago de los Caballeros', at: SANTIAGO, usualMinutes: 120 },
	// Parque Central: about 120 km by the Autopista de Las Américas, about 1 h 30.
	{ to: 'La Romana', at: { lat: 18.4273, lng: -68.9728 }, usualMinutes: 90 },
	// By the Autopista del Coral: about 190 km, 2 h 30 to 2 h 40.
	{ to: 'Punta Cana', at: { lat: 18.5601, lng: -68.3725 }, usualMinutes: 155 },
	{ to: 'Punta Cana International Airport', at: { lat: 18.5674, lng: -68.3634 }, usualMinutes: 155 },
	{ to: 'Bávaro', at: { lat: 18.6827, lng: -68.4543 }, usualMinutes: 155 },
] as const;

describe('estimateDriving', () => {
	it.each(KNOWN_TRIPS)('drives from the Zona Colonial to $to within 25% of its usual time', ({ at, usualMinutes }) => {
		const { minutes } = estimateDriving(COLONIAL_ZONE, at);
		expect(minutes).toBeGreaterThanOrEqual(usualMinutes * 0.75);
		expect(minutes).toBeLessThanOrEqual(usualMinutes * 1.25);
	});

	it('gives the distances by road a driver knows, within 10%', () => {
		const km = (to: { lat: number; lng: number }) => estimateDriving(COLONIAL_ZONE, to).distanceKm;
		expect(km(SANTIAGO) / 155).toBeGreaterThan(0.9);
		expect(km(SANTIAGO) / 155).toBeLessThan(1.1);
		expect(km({ lat: 18.4718, lng: -69.9379 }) / 7).toBeGreaterThan(0.9);
		expect(km({ lat: 18.4718, lng: -69.9379 }) / 7).toBeLessThan(1.1);
	});

	it('drives a trip inside the city by city roads at the city speed, rounded up to whole minutes', () => {
		// 0.04° of latitude is 4.45 km straight, 5.78 km by road, 17.3 minutes at 20 km/h.
		const to = { lat: COLONIAL_ZONE.lat + 0.04, lng: COLONIAL_ZONE.lng };
		const straight = haversineKm(COLONIAL_ZONE, to);
		expect(straight).toBeLessThan(CITY_STRAIGHT_KM);
		expect(estimateDriving(COLONIAL_ZONE, to)).toEqual({
			minutes: Math.ceil(((straight * CITY_ROAD_FACTOR) / CITY_SPEED_KMH) * 60),
			distanceKm: Math.round(straight * CITY_ROAD_FACTOR * 10) / 10,
			source: 'estimate',
		});
		expect(estimateDriving(COLONIAL_ZONE, to)).toEqual({ minutes: 18, distanceKm: 5.8, source: 'estimate' });
	});

	it('drives the rest of a longer trip by intercity roads at the intercity speed', () => {
		// 1° of latitude: 6 km of city (7.8 km, 23.4 min), then 105.2 km straight (126.2 km, 84.2 min).
		const to = { lat: COLONIAL_ZONE.lat + 1, lng: COLONIAL_ZONE.lng };
		const rest = haversineKm(COLONIAL_ZONE, to) - CITY_STRAIGHT_KM;
		const cityMinutes = ((CITY_STRAIGHT_KM * CITY_ROAD_FACTOR) / CITY_SPEED_KMH) * 60;
		const restMinutes = ((rest * INTERCITY_ROAD_FACTOR) / INTERCITY_SPEED_KMH) * 60;
		expect(estimateDriving(COLONIAL_ZONE, to)).toEqual({
			minutes: Math.ceil(cityMinutes + restMinutes),
			distanceKm: Math.round((CITY_STRAIGHT_KM * CITY_ROAD_FACTOR + rest * INTERCITY_ROAD_FACTOR) * 10) / 10,
			source: 'estimate',
		});
		expect(estimateDriving(COLONIAL_ZONE, to)).toEqual({ minutes: 108, distanceKm: 134, source: 'estimate' });
	});

	it('never says zero minutes, even for the same spot', () => {
		expect(estimateDriving(COLONIAL_ZONE, COLONIAL_ZONE)).toEqual({ minutes: 1, distanceKm: 0, source: 'estimate' });
	});

	it('grows with the distance, without a jump where the city ends', () => {
		const near = estimateDriving(COLONIAL_ZONE, { lat: 18.48, lng: -69.89 });
		const far = estimateDriving(COLONIAL_ZONE, SANTIAGO);
		expect(far.minutes).toBeGreaterThan(near.minutes);
		expect(far.distanceKm).toBeGreaterThan(near.distanceKm);
		const kmNorth = (km: number) => ({ lat: COLONIAL_ZONE.lat + km / 111.195, lng: COLONIAL_ZONE.lng });
		const atEdge = estimateDriving(COLONIAL_ZONE, kmNorth(CITY_STRAIGHT_KM - 0.01));
		const pastEdge = estimateDriving(COLONIAL_ZONE, kmNorth(CITY_STRAIGHT_KM + 0.01));
		expect(pastEdge.minutes - atEdge.minutes).toBeLessThanOrEqual(1);
		expect(pastEdge.minutes).toBeGreaterThanOrEqual(atEdge.minutes);
	});
});

describe('routeDriving against a local routing server', () => {
	let server: Server;
	let baseUrl: string;
	let behaviour: 'hang' | 'ok' = 'ok';
	const paths: string[] = [];

	beforeAll(async () => {
		server = createServer((request, response) => {
			paths.push(request.url ?? '');
			if (behaviour === 'hang') return; // never answers: the client's timeout must end the wait
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end(JSON.stringify({ code: 'Ok', routes: [{ duration: 754.3, distance: 9_251.6 }] }));
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});

	afterAll(async () => {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
	});

	it('asks for lng,lat;lng,lat without geometry and reads seconds and metres', async () => {
		behaviour = 'ok';
		const result = await routeDriving(baseUrl, COLONIAL_ZONE, SANTIAGO);
		expect(result).toEqual({ minutes: 13, distanceKm: 9.3, source: 'routing' });
		expect(paths.at(-1)).toBe('/route/v1/driving/-69.8849,18.4734;-70.697,19.4517?overview=false');
	});

	it('gives up after the timeout with a failure that does not carry the coordinates', async () => {
		behaviour = 'hang';
		const failure = await routeDriving(baseUrl, COLONIAL_ZONE, SANTIAGO, 100).catch((error: unknown) => error);
		expect(failure).toBeInstanceOf(RoutingFailure);
		expect(String((failure as Error).message)).toBe('routing service: no answer within 100 ms');
		expect((failure as Error).message).not.toContain('18.47');
	});

	it('falls back to the estimate when the routing service does not answer in time', async () => {
		behaviour = 'hang';
		const failures: RoutingFailure[] = [];
		const result = await drivingTime(baseUrl, COLONIAL_ZONE, SANTIAGO, (failure) => failures.push(failure), 100);
		expect(result).toEqual(estimateDriving(COLONIAL_ZONE, SANTIAGO));
		expect(failures).toHaveLength(1);
	});

	it('estimates without asking anyone when no routing service is set', async () => {
		const before = paths.length;
		const result = await drivingTime(null, COLONIAL_ZONE, SANTIAGO, () => {
			throw new Error('no failure expected');
		});
		expect(result.source).toBe('estimate');
		expect(paths.length).toBe(before);
	});
});
