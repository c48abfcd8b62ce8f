import { TRPCClientError } from '@trpc/client';
import { translateError } from '../../lib/api-error';
import { loadCatalogs } from '../../lib/i18n';
import type { TFunction } from '../../lib/use-translation';

/**
 * A failed top-up or offer payment, translated. The server answers some of them with the payments
 * catalog's keys (`payments.errors.gatewayUnavailable`, `payments.errors.priceChanged`), which the
 * chat's pages do not load: that catalog is loaded first, only then, so the text is never a raw key.
 */
export async function translatePaymentError(error: unknown, t: TFunction, fallbackKey: string): Promise<string> {
	const key: unknown = error instanceof TRPCClientError ? error.data?.i18nKey : undefined;
	if (typeof key === 'string' && key.startsWith('payments.')) await loadCatalogs(['payments']).catch(() => undefined);
	return translateError(error, t, fallbackKey);
}
