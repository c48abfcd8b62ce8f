/** Great-circle distances for "near me" (docs/directory.md). */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.32;

export interface BoundingBox {
	latMin: number;
	latMax: number;
	lngMin: number;
	lngMax: number;
}

/**
 * A box that contains the circle, so the (lat, lng) index narrows the rows before the exact
 * haversine check. Slightly larger than needed near the poles; never smaller.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): BoundingBox {
	const dLat = radiusKm / KM_PER_DEGREE_LAT;
	const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
	const dLng = Math.min(radiusKm / (KM_PER_DEGREE_LAT * cosLat), 180);
	return { latMin: lat - dLat, latMax: lat + dLat, lngMin: lng - dLng, lngMax: lng + dLng };
}

/**
 * The haversine distance in km as SQL over `p.lat`/`p.lng` and the parameters @lat/@lng, so the
 * database sorts and pages by it (SQLite's math functions are built into better-sqlite3).
 */
export const DISTANCE_SQL = `(${EARTH_RADIUS_KM * 2} * asin(min(1, sqrt(
	pow(sin(radians(p.lat - @lat) / 2), 2) +
	cos(radians(@lat)) * cos(radians(p.lat)) * pow(sin(radians(p.lng - @lng) / 2), 2)))))`;

/** The same formula in JavaScript, for tests and callers outside SQL. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
	const rad = (deg: number) => (deg * Math.PI) / 180;
	const h =
		Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
		Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
	return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
