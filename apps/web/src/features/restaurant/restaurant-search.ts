import { searchFlag } from '../../lib/search-params';
import { profileIdParam } from '../directory/profile-links';

/**
 * /restaurant-profile's search params: `id` shows a restaurant, `new` the creation form, `id` with
 * `edit` its edit form; none of them, the signed-in owner's own restaurant. Zod-free: route files
 * load with the first page.
 */
export interface RestaurantSearch {
	id?: number;
	new?: boolean;
	edit?: boolean;
}

export function restaurantSearch(search: Record<string, unknown>): RestaurantSearch {
	const id = profileIdParam(search.id);
	return {
		...(id ? { id } : {}),
		...(searchFlag(search.new) ? { new: true } : {}),
		...(id && searchFlag(search.edit) ? { edit: true } : {}),
	};
}

/** `?profileId=` of /createHighlight and /createSlide: which restaurant to preselect. */
export function partSearch(search: Record<string, unknown>): { profileId?: number } {
	const profileId = profileIdParam(search.profileId);
	return profileId ? { profileId } : {};
}
