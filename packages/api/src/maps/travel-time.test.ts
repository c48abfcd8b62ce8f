import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	drivingTime,
	estimateDriving,
	haversineKm,
	ROAD_FACTOR,
	RoutingFailure,
	routeDriving,
	URBAN_SPEED_KMH,
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

describe('estimateDriving', () => {
	it('drives the straight line times the road factor at the urban speed, rounded up to whole minutes', () => {
		// 0.1° of latitude is 11.12 km straight, 14.45 km by road, 28.9 minutes at 30 km/h.
		const to = { lat: COLONIAL_ZONE.lat + 0.1, lng: COLONIAL_ZONE.lng };
		const straight = haversineKm(COLONIAL_ZONE, to);
		const estimate = estimateDriving(COLONIAL_ZONE, to);
		expect(estimate).toEqual({
			minutes: Math.ceil(((straight * ROAD_FACTOR) / URBAN_SPEED_KMH) * 60),
			distanceKm: Math.round(straight * ROAD_FACTOR * 10) / 10,
			source: 'estimate',
		});
		expect(estimate).toEqual({ minutes: 29, distanceKm: 14.5, source: 'estimate' });
	});

	it('never says zero minutes, even for the same spot', () => {
		expect(estimateDriving(COLONIAL_ZONE, COLONIAL_ZONE)).toEqual({ minutes: 1, distanceKm: 0, source: 'estimate' });
	});

	it('grows with the distance', () => {
		const near = estimateDriving(COLONIAL_ZONE, { lat: 18.48, lng: -69.89 });
		const far = estimateDriving(COLONIAL_ZONE, SANTIAGO);
		expect(far.minutes).toBeGreaterThan(near.minutes);
		expect(far.distanceKm).toBeGreaterThan(near.distanceKm);
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
