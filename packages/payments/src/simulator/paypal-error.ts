import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** PayPal's v1/v2 error body: `name`, `message`, `debug_id`, `details[].issue`, `links`. */
export function paypalError(
	c: Context,
	status: ContentfulStatusCode,
	name: string,
	message: string,
	issue?: string,
	description?: string,
) {
	return c.json(
		{
			name,
			message,
			debug_id: randomBytes(7).toString('hex'),
			details: issue ? [{ issue, description: description ?? message }] : [],
			links: [
				{
					href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue ?? name}`,
					rel: 'information_link',
					method: 'GET',
				},
			],
		},
		status,
	);
}

export function notFound(c: Context, description: string) {
	return paypalError(
		c,
		404,
		'RESOURCE_NOT_FOUND',
		'The specified resource does not exist.',
		'INVALID_RESOURCE_ID',
		description,
	);
}

export function unprocessable(c: Context, issue: string, description: string) {
	return paypalError(
		c,
		422,
		'UNPROCESSABLE_ENTITY',
		'The requested action could not be performed, semantically incorrect, or failed business validation.',
		issue,
		description,
	);
}

/**
 * PayPal's refusal of a currency its REST API does not support, as it answers it for orders and
 * subscriptions (the description as PayPal words it, with the current address of its list).
 */
export function currencyNotSupported(c: Context) {
	return unprocessable(
		c,
		'CURRENCY_NOT_SUPPORTED',
		'Currency code is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
	);
}

/** Two currencies where PayPal wants one: a plan's own and another (its 422 on a plan's pricing). */
export function currencyMismatch(c: Context) {
	return unprocessable(c, 'CURRENCY_MISMATCH', "The currency code is different from the plan's currency code.");
}

export function invalidRequest(c: Context, issue: string, description: string) {
	return paypalError(
		c,
		400,
		'INVALID_REQUEST',
		'Request is not well-formed, syntactically incorrect, or violates schema.',
		issue,
		description,
	);
}

/** Parses a JSON body, or `undefined` when it is missing or not an object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
	const body: unknown = await c.req.json().catch(() => undefined);
	return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}
