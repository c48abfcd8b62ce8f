import type { FormErrors } from '@mantine/form';
import type { TFunction } from '../../lib/use-translation';

/**
 * Errors of a list's items by index, translated: 'hours.3' or 'hours.3.opens' → { 3: … }; with
 * `part`, only that property's ('socialLinks.0.url' → { 0: … }). Error values are catalog keys (schema messages and server keys).
 */
export function itemErrors(errors: FormErrors, list: string, t: TFunction, part?: string): Record<number, string> {
	const found: Record<number, string> = {};
	for (const [path, error] of Object.entries(errors)) {
		const [head, index, tail] = path.split('.');
		if (head !== list || index === undefined || typeof error !== 'string') continue;
		if (part !== undefined && part !== tail) continue;
		found[Number(index)] ??= t(error);
	}
	return found;
}

/** The first error of a field or of anything under it ('tags' or 'tags.2'), translated. */
export function fieldError(errors: FormErrors, field: string, t: TFunction): string | undefined {
	const own = errors[field];
	if (typeof own === 'string') return t(own);
	const nested = Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
	return typeof nested === 'string' ? t(nested) : undefined;
}
