import type { ProfileKind } from '@edge/api/profile-kinds';

/**
 * The page of each kind of profile. The spec's routes carry no id parameter, so the id travels as
 * a search parameter (docs/directory.md).
 */
export const PROFILE_PAGE = {
	business: '/businessProfile',
	restaurant: '/restaurant-profile',
	freelancer: '/professionalProfile',
	employee: '/employeeProfile',
} as const satisfies Record<ProfileKind, string>;

/** Link props for a profile's page: `<Link {...profileLink('business', 12)}>`. */
export function profileLink(kind: ProfileKind, id: number) {
	return { to: PROFILE_PAGE[kind], search: { id } } as const;
}

/** Reads `?id=` of a profile page: a positive integer, or undefined. */
export function profileIdParam(value: unknown): number | undefined {
	const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
	return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
