import type { PaymentGateway } from '@edge/payments';
import { PaymentGatewayError } from '@edge/payments';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';

/** What the payments services need besides the usual deps; the server builds it from its settings. */
export interface PaypalDeps {
	gateway: PaymentGateway;
	/** PayPal's id of our webhook (PAYPAL_WEBHOOK_ID): signature checks name it. */
	webhookId: string;
	/** What the browser's PayPal JS SDK loader needs (payments.checkoutConfig); absent: no buttons. */
	checkout?: PaypalCheckoutConfig;
}

/** Public by nature: PayPal's client id is in every page that shows its buttons. */
export interface PaypalCheckoutConfig {
	clientId: string;
	/** The JS SDK script: https://www.paypal.com/sdk/js, or the simulator's stand-in (…/sdk/js). */
	sdkUrl: string;
}

export function requirePaypal(deps: Pick<ApiDeps, 'paypal'>): PaypalDeps {
	if (!deps.paypal) throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
	return deps.paypal;
}

/**
 * Runs one PayPal call; a failure becomes an AppError the UI can show: PayPal down, slow or
 * unreachable is SERVICE_UNAVAILABLE (retry with the same operation id), PayPal saying no is CONFLICT.
 */
export async function callPaypal<T>(
	deps: Pick<ApiDeps, 'paypal' | 'logError'>,
	call: (gateway: PaymentGateway) => Promise<T>,
): Promise<T> {
	const paypal = requirePaypal(deps);
	try {
		return await call(paypal.gateway);
	} catch (error) {
		if (!(error instanceof PaymentGatewayError)) throw error;
		deps.logError(error, { via: 'paypal', kind: error.kind, status: error.status, issue: error.issue });
		if (error.kind === 'refused') throw new AppError('CONFLICT', 'payments.errors.paypalRefused');
		throw new AppError('SERVICE_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
	}
}
