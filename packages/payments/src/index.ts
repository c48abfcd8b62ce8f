/**
 * @edge/payments: PayPal for Edge.
 *
 * - `createPaymentGateway` (gateway/): the one way the app talks to PayPal. Built on
 *   @paypal/paypal-server-sdk (Subscriptions and Orders controllers); catalog products and
 *   webhook-signature verification, which the SDK lacks, go through fetch to the same base URL.
 *   Every POST carries the caller's PayPal-Request-Id; failures come out as PaymentGatewayError.
 * - `startPaypalSimulator` (simulator/): a local PayPal speaking the subset of the REST API the app
 *   uses, with an approval page, a movable clock for renewals and expiries, signed webhooks and
 *   fault injection. The gateway talks to it with the unchanged SDK (only the HTTP base differs),
 *   so it serves `npm start` without credentials and every test.
 */

export * from './gateway/index';
export * from './simulator/index';
