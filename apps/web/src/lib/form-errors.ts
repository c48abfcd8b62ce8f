import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import type { TFunction } from './use-translation';

/**
 * The forms' errors in one place. Error values are catalog keys (schema messages and the server's
 * field errors, see `fieldErrorKeys`), translated here when a form shows them.
 */

/** A shared schema's issues as @mantine/form errors, keyed by the full path ("items.1.priceCents"),
 * with `rename` mapping an input field back to the form field that holds it. Used where the form's
 * values differ from the procedure input (prices typed in DOP, sent in centavos). */
export function formErrorsFrom(
	result: z.ZodSafeParseResult<unknown>,
	rename: Record<string, string> = {},
): Record<string, string> {
	if (result.success) return {};
	const errors: Record<string, string> = {};
	for (const issue of result.error.issues) {
		const path = issue.path.map((part) => (typeof part === 'string' ? (rename[part] ?? part) : String(part))).join('.');
		if (!(path in errors)) errors[path] = issue.message;
	}
	return errors;
}

/** The first error of a field or of anything under it ('tags' or 'tags.2'), translated. */
export function fieldError(errors: FormErrors, field: string, t: TFunction): string | undefined {
	const own = errors[field];
	if (typeof own === 'string') return t(own);
	const nested = Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
	return typeof nested === 'string' ? t(nested) : undefined;
}

export interface ListErrors {
	/** Each item's first error, its own or a property's: 'hours.3' or 'hours.3.opens' → { 3: … }. */
	byIndex: Record<number, string>;
	/** Each item's errors by property: 'socialLinks.0.url' → { 0: { url: … } }; the first one of each. */
	byIndexAndPart: Record<number, Record<string, string>>;
	/** The list's own error ('hours'; the server reports list errors only there). */
	whole: string | undefined;
}

/** The errors of one list field (hours, features, social links), translated. */
export function listErrors(errors: FormErrors, list: string, t: TFunction): ListErrors {
	const byIndex: Record<number, string> = {};
	const byIndexAndPart: Record<number, Record<string, string>> = {};
	for (const [path, error] of Object.entries(errors)) {
		if (typeof error !== 'string' || !path.startsWith(`${list}.`)) continue;
		const [, index, part] = path.split('.');
		const at = Number(index);
		if (!Number.isInteger(at)) continue;
		byIndex[at] ??= t(error);
		if (part && byIndexAndPart[at]?.[part] === undefined)
			byIndexAndPart[at] = { ...byIndexAndPart[at], [part]: t(error) };
	}
	const whole = errors[list];
	return { byIndex, byIndexAndPart, whole: typeof whole === 'string' ? t(whole) : undefined };
}

/** One property's errors of each item: 'features.2.title' → { 2: … } for 'title'. */
export function partErrors(list: ListErrors, part: string): Record<number, string> {
	const found: Record<number, string> = {};
	for (const [index, parts] of Object.entries(list.byIndexAndPart)) {
		const error = parts[part];
		if (error !== undefined) found[Number(index)] = error;
	}
	return found;
}
