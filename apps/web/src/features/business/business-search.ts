import { searchFlag } from '../../lib/search-params';
import { profileIdParam } from '../directory/profile-links';

/**
 * /businessProfile's search params (docs/directory.md): `id` shows a business; `new` the creation
 * form; `id` with `edit` its edit form, with `verify` its verification page; none of them, the
 * signed-in owner's business profiles. Zod-free: route files load with the first page.
 */
export interface BusinessSearch {
	id?: number;
	new?: boolean;
	edit?: boolean;
	verify?: boolean;
}

export function businessSearch(search: Record<string, unknown>): BusinessSearch {
	const id = profileIdParam(search.id);
	return {
		...(id ? { id } : {}),
		...(!id && searchFlag(search.new) ? { new: true } : {}),
		...(id && searchFlag(search.edit) ? { edit: true } : {}),
		...(id && !searchFlag(search.edit) && searchFlag(search.verify) ? { verify: true } : {}),
	};
}
