import { z } from 'zod';
import { moneySchema } from '../../payments/payments.schema';
import '../../shared/zod-messages';

/**
 * Inputs of the chat offers (issue 8), shared by the server and the offer modal. The price is DOP
 * centavos (an integer): the modal converts what the freelancer types, the server never sees decimals.
 */

export const CHAT_OFFER_LIMITS = {
	/** DOP 1,000,000.00: a typo guard, not a business rule. */
	maxPriceCents: 100_000_000,
	minDeliveryDays: 1,
	maxDeliveryDays: 365,
	description: 2000,
} as const;

const PRICE = 'chat.offers.validation.price';
const DELIVERY_DAYS = 'chat.offers.validation.deliveryDays';

const id = z.number().int().positive();

/** The offer modal's fields. Each message covers a missing value too: every field is required. */
export const offerFieldsSchema = z.object({
	price: z.number(PRICE).int(PRICE).positive(PRICE).max(CHAT_OFFER_LIMITS.maxPriceCents, PRICE),
	deliveryDays: z
		.number(DELIVERY_DAYS)
		.int(DELIVERY_DAYS)
		.min(CHAT_OFFER_LIMITS.minDeliveryDays, DELIVERY_DAYS)
		.max(CHAT_OFFER_LIMITS.maxDeliveryDays, DELIVERY_DAYS),
	description: z
		.string('chat.offers.validation.descriptionRequired')
		.trim()
		.min(1, 'chat.offers.validation.descriptionRequired')
		.max(CHAT_OFFER_LIMITS.description, 'chat.offers.validation.descriptionTooLong'),
});
export type OfferFieldsInput = z.infer<typeof offerFieldsSchema>;

/**
 * The same fields as the offer modal holds them: the price in DOP with at most two decimals, as
 * typed. `offerFormToFields` turns a valid form into the procedure's input (centavos).
 */
export const offerFormSchema = offerFieldsSchema.extend({
	price: z
		.number(PRICE)
		.positive(PRICE)
		.max(CHAT_OFFER_LIMITS.maxPriceCents / 100, PRICE)
		.refine((dop) => Math.abs(dop * 100 - Math.round(dop * 100)) < 1e-6, PRICE),
});
export type OfferFormValues = z.infer<typeof offerFormSchema>;

export function offerFormToFields(values: OfferFormValues): OfferFieldsInput {
	return { ...values, price: Math.round(values.price * 100), description: values.description.trim() };
}

export const createOfferSchema = offerFieldsSchema.extend({ conversationId: id });
export type CreateOfferInput = z.infer<typeof createOfferSchema>;

/** get, accept, reject, withdraw and receipt. */
export const offerIdSchema = z.object({ offerId: id });
export type OfferIdInput = z.infer<typeof offerIdSchema>;

/** The browser makes the operation id once per pay button press; a retry reuses it (PayPal-Request-Id). */
export const payOfferSchema = z.object({
	offerId: id,
	operationId: z.uuid(),
	/** What the card said PayPal would charge; another amount (the rate changed) is refused. */
	expectedCharge: moneySchema.optional(),
});
export type PayOfferInput = z.infer<typeof payOfferSchema>;

/** The gateway's order id, as PayPal's return page (`token`) or the JS SDK's onApprove gives it. */
export const confirmOfferPaymentSchema = z.object({ orderId: z.string().trim().min(1).max(100) });
export type ConfirmOfferPaymentInput = z.infer<typeof confirmOfferPaymentSchema>;
