/** A point in WGS84 degrees, the shape maps.travelTime and the profile forms take. */
export interface LatLng {
	lat: number;
	lng: number;
}

/** Where a map opens when no location is chosen yet: Santo Domingo's Colonial Zone. */
export const SANTO_DOMINGO: LatLng = { lat: 18.4734, lng: -69.8849 };

/** Six decimals are about 10 cm: more is noise from the sensor or the mouse. */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export const roundLatLng = (point: LatLng): LatLng => ({
	lat: roundCoordinate(point.lat),
	lng: roundCoordinate(point.lng),
});

/** Coordinates as people read them, five decimals (about a metre). */
export const formatCoordinate = (degrees: number) => degrees.toFixed(5);

/** OpenStreetMap's directions page with the destination filled in; the visitor types the start. */
export function directionsUrl(to: LatLng): string {
	const route = `;${to.lat},${to.lng}`;
	return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(route)}`;
}
