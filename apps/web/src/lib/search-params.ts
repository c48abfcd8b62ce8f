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
