/**
 * Search-param readers for route `validateSearch`. Route definitions load with the first page, so
 * they stay free of zod (about 22 KB gzipped), which loads only with the forms that use it.
 */
export function optionalString(value: unknown, maxLength: number): string | undefined {
	return typeof value === 'string' && value.length > 0 && value.length <= maxLength ? value : undefined;
}

export function optionalOneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
	return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * A bare flag such as `?new` or `?edit`: the router reads `?new` as '', `?new=1` as 1 and a typed
 * link's `{ new: true }` as true; each of those (and 'true', '1') is set, anything else is not.
 */
export function searchFlag(value: unknown): boolean {
	return value === true || value === '' || value === 'true' || value === 1 || value === '1';
}
