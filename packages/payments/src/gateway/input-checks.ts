import { PaymentGatewayError } from './payment-gateway-error';

const AMOUNT = /^\d{1,10}\.\d{2}$/;

/** Amounts travel as PayPal wants them: a string with exactly two decimals ("1500.00"). */
export function checkAmount(amount: string): string {
	if (!AMOUNT.test(amount)) throw new PaymentGatewayError('invalid', `Amount must have two decimals: ${amount}`);
	return amount;
}

/** Every POST needs the caller's PayPal-Request-Id: without it a retry could charge twice. */
export function checkRequestId(requestId: string): string {
	if (typeof requestId !== 'string' || requestId.length === 0 || requestId.length > 108) {
		throw new PaymentGatewayError('invalid', 'A PayPal-Request-Id (1-108 characters) is required');
	}
	return requestId;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * A three-letter ISO code, or the call is refused before reaching PayPal. Whether PayPal supports
 * the currency is PayPal's to say (422 CURRENCY_NOT_SUPPORTED, see isCurrencyNotSupported): the
 * gateway sends any well-formed code, so the simulator and PayPal give the same answer.
 */
export function checkCurrency(currency: string): string {
	if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) {
		throw new PaymentGatewayError('invalid', `Currency must be a three-letter ISO code: ${currency}`);
	}
	return currency;
}
