import { hasCatalogKey } from '@edge/i18n';
import type { ZodError } from 'zod';
import { messageKeyForIssue } from './zod-messages';

/**
 * Field name -> catalog keys for a failed input, as `error.data.fieldErrors`. The safety net behind
 * zod-messages.ts: a message that is not a key of both catalogs (a schema typo, or a zod instance
 * that never loaded our error map) becomes the key for its issue code instead of reaching the client.
 * Issues on the input as a whole have no field; the answer's i18nKey already covers them.
 */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
	const fieldErrors: Record<string, string[]> = {};
	for (const issue of error.issues) {
		const field = issue.path[0];
		if (field === undefined || typeof field === 'symbol') continue;
		const key = hasCatalogKey(issue.message) ? issue.message : messageKeyForIssue(issue);
		const keys = fieldErrors[String(field)] ?? [];
		if (!keys.includes(key)) fieldErrors[String(field)] = [...keys, key];
	}
	return fieldErrors;
}
