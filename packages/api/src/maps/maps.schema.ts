import { z } from 'zod';
import '../shared/zod-messages';

/** A point on Earth in WGS84 degrees, as the browser's geolocation and Leaflet give it. */
export const latLngInput = z.object({
	lat: z.number().min(-90, 'maps.invalidLatitude').max(90, 'maps.invalidLatitude'),
	lng: z.number().min(-180, 'maps.invalidLongitude').max(180, 'maps.invalidLongitude'),
});
export type LatLng = z.infer<typeof latLngInput>;

export const travelTimeInput = z.object({
	from: latLngInput,
	profileId: z.number().int().positive(),
});
export type TravelTimeInput = z.infer<typeof travelTimeInput>;
