import type { ApiDeps } from '../context';
import { requireProfile } from '../directory/profile-access';
import { AppError } from '../shared/app-error';
import type { TravelTimeInput } from './maps.schema';
import { drivingTime, type TravelTime } from './travel-time';

type Deps = Pick<ApiDeps, 'db' | 'maps' | 'logError'>;

/** What the browser needs to draw maps: the tile URL template and its attribution (MAP_TILE_URL). */
export function mapConfig(deps: Pick<ApiDeps, 'maps'>) {
	return { tileUrl: deps.maps.tileUrl, attribution: deps.maps.attribution };
}

/** Driving time from the visitor to a profile's location; a profile without one cannot be reached. */
export async function travelTimeToProfile(deps: Deps, input: TravelTimeInput): Promise<TravelTime> {
	const profile = requireProfile(deps.db, input.profileId);
	if (profile.lat == null || profile.lng == null) throw new AppError('BAD_REQUEST', 'maps.profileHasNoLocation');
	const to = { lat: profile.lat, lng: profile.lng };
	// Only the reason and the profile are logged: the visitor's position is theirs.
	return drivingTime(deps.maps.routingUrl, input.from, to, (failure) =>
		deps.logError(failure, { via: 'maps.routing', profileId: profile.id }),
	);
}
