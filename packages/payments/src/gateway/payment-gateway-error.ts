import { ApiError, ArgumentsValidationError, ResponseValidationError } from '@paypal/paypal-server-sdk';

/**
 * - unavailable: PayPal answered 5xx/429/409 or could not be reached; retry with the same request id.
 * - timeout: no answer within timeoutMs; the call may or may not have happened, so retry with the
 *   same request id (PayPal then returns the first answer instead of doing it twice).
 * - refused: PayPal understood and said no (422: e.g. an action not allowed from this status).
 * - invalid: a request PayPal (or the gateway) rejects as malformed, unauthorised or unknown.
 */
export type PaymentGatewayErrorKind = 'unavailable' | 'timeout' | 'refused' | 'invalid';

export class PaymentGatewayError extends Error {
	override readonly name = 'PaymentGatewayError';

	constructor(
		readonly kind: PaymentGatewayErrorKind,
		message: string,
		/** PayPal's HTTP status, when it answered. */
		readonly status?: number,
		/** PayPal's error name (UNPROCESSABLE_ENTITY…) and first detail issue (SUBSCRIPTION_STATUS_INVALID…). */
		readonly paypalName?: string,
		readonly issue?: string,
		readonly debugId?: string,
	) {
		super(message);
	}
}

/**
 * PayPal's issue when a currency is not among those its REST API supports (PAYPAL_CURRENCIES):
 * 422 UNPROCESSABLE_ENTITY, on creating a plan, an order or a subscription, or capturing an order.
 */
export const CURRENCY_NOT_SUPPORTED = 'CURRENCY_NOT_SUPPORTED';

/** PayPal refused because of the currency: charge in a PayPal currency instead (retrying cannot help). */
export function isCurrencyNotSupported(error: unknown): error is PaymentGatewayError {
	return error instanceof PaymentGatewayError && error.issue === CURRENCY_NOT_SUPPORTED;
}

interface PaypalErrorBody {
	name?: string;
	message?: string;
	debug_id?: string;
	details?: { issue?: string }[];
	error?: string;
	error_description?: string;
}

export function kindOfStatus(status: number): PaymentGatewayErrorKind {
	if (status >= 500 || status === 429 || status === 409 || status === 408) return 'unavailable';
	if (status === 422) return 'refused';
	return 'invalid';
}

/** From a PayPal error answer (status and body text), whichever client received it. */
export function errorFromAnswer(status: number, bodyText: string): PaymentGatewayError {
	let body: PaypalErrorBody = {};
	try {
		body = JSON.parse(bodyText) as PaypalErrorBody;
	} catch {
		// Not JSON (a proxy's HTML page, say): the status alone decides.
	}
	const name = body.name ?? body.error;
	return new PaymentGatewayError(
		kindOfStatus(status),
		`PayPal answered ${status}${name ? ` ${name}` : ''}`,
		status,
		name,
		body.details?.[0]?.issue,
		body.debug_id,
	);
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Turns whatever the SDK, axios or fetch threw into a PaymentGatewayError; raw errors never leave. */
export function toGatewayError(error: unknown): PaymentGatewayError {
	if (error instanceof PaymentGatewayError) return error;
	if (error instanceof ApiError) {
		const body = typeof error.body === 'string' ? error.body : JSON.stringify(error.result ?? {});
		return errorFromAnswer(error.statusCode, body);
	}
	if (error instanceof ArgumentsValidationError) {
		return new PaymentGatewayError('invalid', 'The request does not match the PayPal API');
	}
	if (error instanceof ResponseValidationError) {
		return new PaymentGatewayError('unavailable', 'PayPal answered in an unexpected shape');
	}
	const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code;
	const name = (error as { name?: unknown })?.name;
	if ((typeof code === 'string' && TIMEOUT_CODES.has(code)) || name === 'TimeoutError') {
		return new PaymentGatewayError('timeout', 'PayPal did not answer in time');
	}
	return new PaymentGatewayError('unavailable', 'PayPal could not be reached');
}
