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

/** `?new`, `?new=1`, `?new=true`: the router parses these as '', 1 and true. */
const flag = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1' || value === '';

export function businessSearch(search: Record<string, unknown>): BusinessSearch {
	const id = profileIdParam(search.id);
	return {
		...(id ? { id } : {}),
		...(!id && flag(search.new) ? { new: true } : {}),
		...(id && flag(search.edit) ? { edit: true } : {}),
		...(id && !flag(search.edit) && flag(search.verify) ? { verify: true } : {}),
	};
}
