import type { z } from 'zod';

/**
 * A shared schema's issues as @mantine/form errors, keyed by the full path ("items.1.priceCents"),
 * with `rename` mapping an input field back to the form field that holds it. Used where the form's
 * values differ from the procedure input (prices typed in DOP, sent in centavos).
 */
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
