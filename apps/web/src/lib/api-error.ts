import type { ErrorData } from '@edge/api/client';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from './use-translation';

function errorData(error: unknown): Partial<ErrorData> | null {
	if (error instanceof TRPCClientError) return (error.data ?? null) as Partial<ErrorData> | null;
	return null;
}

/** The translated message for a failed call; network failures get their own text. */
export function translateError(error: unknown, t: TFunction, fallbackKey = 'errors.generic'): string {
	const data = errorData(error);
	if (data?.i18nKey && data.i18nKey !== 'errors.badRequest') return t(data.i18nKey, data.params ?? {});
	if (error instanceof TRPCClientError && !data) return t('errors.network');
	return t(fallbackKey);
}

/**
 * The server's field errors as i18n keys, one per field, in the shape @mantine/form's setErrors
 * takes; the form translates keys when it renders them, like its own validation messages.
 */
export function fieldErrorKeys(error: unknown): Record<string, string> {
	const fieldErrors = errorData(error)?.fieldErrors ?? {};
	const entries = Object.entries(fieldErrors).flatMap(([field, keys]) =>
		keys?.[0] ? [[field, keys[0]] as const] : [],
	);
	return Object.fromEntries(entries);
}
