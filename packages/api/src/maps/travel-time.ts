import type { LatLng } from './maps.schema';

export interface TravelTime {
	minutes: number;
	distanceKm: number;
	/** 'routing' when the routing service answered, 'estimate' when it is not set or failed. */
	source: 'estimate' | 'routing';
}

const EARTH_RADIUS_KM = 6371.0088;

/**
 * The estimate without a routing service (docs/decisions.md, "Travel time without a routing
 * service"): a trip is city driving for its first CITY_STRAIGHT_KM of straight line, and intercity
 * driving for the rest. Each part has its own circuity (how much longer the road is than the straight
 * line) and its own average speed, so a drive across the Distrito Nacional and one to Punta Cana are
 * both believable: Zona Colonial to Piantini 22 min, to Santiago de los Caballeros 2 h 10, to La
 * Romana 1 h 36, to Bávaro 2 h 21 (travel-time.test.ts checks them against their usual times).
 */
export const CITY_STRAIGHT_KM = 6;

/**
 * City roads are 1.2 to 1.4 times the straight line (circuity studies, e.g. Ballou et al. 2002);
 * Santo Domingo's grid with its one-way avenues sits at the usual 1.3 (Zona Colonial to Piantini is
 * 5.6 km straight, about 7 km by road).
 */
export const CITY_ROAD_FACTOR = 1.3;

/**
 * Between cities the roads run straighter: Santo Domingo to Santiago is 138 km straight and 155 km
 * by the Autopista Duarte (1.12), to Punta Cana 161 km and about 190 km (1.18), to La Romana 96 km
 * and about 120 km (1.24). 1.2 is their middle.
 */
export const INTERCITY_ROAD_FACTOR = 1.2;

/**
 * Door-to-door average in Santo Domingo traffic, lights, congestion and parking included: 7 km
 * across the Distrito Nacional take 20 to 25 minutes at most hours.
 */
export const CITY_SPEED_KMH = 20;

/**
 * Average on the autopistas between cities, with their towns, tolls and trucks: fitted to the usual
 * times of the three trips above (2 h, 2 h 30 to 2 h 40, 1 h 30) after the city part.
 */
export const INTERCITY_SPEED_KMH = 90;

/** Parking and leaving take a minute whatever the distance, so nothing shows "0 min". */
const MINIMUM_MINUTES = 1;

/** How long a visitor waits for the routing service before getting the estimate instead. */
export const ROUTING_TIMEOUT_MS = 2500;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
	const dLat = toRadians(b.lat - a.lat);
	const dLng = toRadians(b.lng - a.lng);
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const roundKm = (km: number) => Math.round(km * 10) / 10;
const wholeMinutes = (minutes: number) => Math.max(MINIMUM_MINUTES, Math.ceil(minutes));

/**
 * Driving time and distance from the straight line: its first CITY_STRAIGHT_KM by city roads at the
 * city speed, the rest by intercity roads at the intercity speed.
 */
export function estimateDriving(from: LatLng, to: LatLng): TravelTime {
	const straightKm = haversineKm(from, to);
	const cityKm = Math.min(straightKm, CITY_STRAIGHT_KM) * CITY_ROAD_FACTOR;
	const intercityKm = Math.max(0, straightKm - CITY_STRAIGHT_KM) * INTERCITY_ROAD_FACTOR;
	const hours = cityKm / CITY_SPEED_KMH + intercityKm / INTERCITY_SPEED_KMH;
	return {
		minutes: wholeMinutes(hours * 60),
		distanceKm: roundKm(cityKm + intercityKm),
		source: 'estimate',
	};
}

/** Why a routing call gave no route: a short reason for the log, never the coordinates. */
export class RoutingFailure extends Error {
	constructor(reason: string) {
		super(`routing service: ${reason}`);
		this.name = 'RoutingFailure';
	}
}

interface OsrmAnswer {
	code?: unknown;
	routes?: Array<{ duration?: unknown; distance?: unknown }>;
}

/**
 * The driving route from an OSRM-compatible service (`/route/v1/driving/{lng},{lat};{lng},{lat}`),
 * or a RoutingFailure when it is slow, down or answers something else than a route.
 */
export async function routeDriving(
	routingUrl: string,
	from: LatLng,
	to: LatLng,
	timeoutMs = ROUTING_TIMEOUT_MS,
): Promise<TravelTime> {
	const url = `${routingUrl}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
	let answer: OsrmAnswer;
	try {
		const response = await fetch(url, {
			signal: AbortSignal.timeout(timeoutMs),
			headers: { accept: 'application/json' },
		});
		if (!response.ok) {
			await response.body?.cancel();
			throw new RoutingFailure(`status ${response.status}`);
		}
		answer = (await response.json()) as OsrmAnswer;
	} catch (error) {
		if (error instanceof RoutingFailure) throw error;
		// fetch's own errors may carry the URL, which holds the visitor's position: keep only the kind.
		const name = error instanceof Error ? error.name : 'unknown';
		throw new RoutingFailure(name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed (${name})`);
	}
	const route = answer.code === 'Ok' ? answer.routes?.[0] : undefined;
	const seconds = route?.duration;
	const meters = route?.distance;
	if (typeof seconds !== 'number' || typeof meters !== 'number' || seconds < 0 || meters < 0) {
		throw new RoutingFailure(
			`no route (code ${typeof answer.code === 'string' ? answer.code.slice(0, 40) : 'missing'})`,
		);
	}
	return { minutes: wholeMinutes(seconds / 60), distanceKm: roundKm(meters / 1000), source: 'routing' };
}

/**
 * The routing service's answer when one is set and answers in time; the distance estimate
 * otherwise, so a visitor always gets a figure. Failures go to `onFailure` (for the log).
 */
export async function drivingTime(
	routingUrl: string | null,
	from: LatLng,
	to: LatLng,
	onFailure: (failure: RoutingFailure) => void,
	timeoutMs = ROUTING_TIMEOUT_MS,
): Promise<TravelTime> {
	if (!routingUrl) return estimateDriving(from, to);
	try {
		return await routeDriving(routingUrl, from, to, timeoutMs);
	} catch (error) {
		onFailure(error instanceof RoutingFailure ? error : new RoutingFailure('unexpected error'));
		return estimateDriving(from, to);
	}
}
