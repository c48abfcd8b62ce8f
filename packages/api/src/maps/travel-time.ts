import type { LatLng } from './maps.schema';

export interface TravelTime {
	minutes: number;
	distanceKm: number;
	/** 'routing' when the routing service answered, 'estimate' when it is not set or failed. */
	source: 'estimate' | 'routing';
}

const EARTH_RADIUS_KM = 6371.0088;

/**
 * Roads are never straight: the driving distance between two points of a city is about 1.2 to 1.4
 * times the great-circle distance (circuity studies, e.g. Ballou et al. 2002). 1.3 is the usual
 * middle value, and Santo Domingo's grid with its one-way avenues sits there too.
 */
export const ROAD_FACTOR = 1.3;

/**
 * Average door-to-door driving speed in Santo Domingo traffic, lights and congestion included.
 * City averages at peak hours are 20-35 km/h; 30 keeps short trips honest without promising a
 * highway speed that only holds between cities.
 */
export const URBAN_SPEED_KMH = 30;

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

/** Driving time and distance from the straight line: haversine × ROAD_FACTOR at URBAN_SPEED_KMH. */
export function estimateDriving(from: LatLng, to: LatLng): TravelTime {
	const roadKm = haversineKm(from, to) * ROAD_FACTOR;
	return {
		minutes: wholeMinutes((roadKm / URBAN_SPEED_KMH) * 60),
		distanceKm: roundKm(roadKm),
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
