import { z } from 'zod';
import '../../shared/zod-messages';
import { uploadIdInput } from '../../images/upload-id';
import { isIsoDate } from '../../shared/age';
import { optionalPhone } from '../../shared/phone';
import { weeklyHoursInput } from '../hours.schema';
import { type ColumnRules, inForm, optionalText as optionalColumn, optionalValue, text } from '../profile-columns';

/**
 * Inputs of the restaurant procedures (issue 7), shared by the server and the forms. Prices are
 * DOP centavos (integers): the form converts what the owner types, the server never sees decimals.
 */

const imageId = uploadIdInput;
const optionalText = (max: number) => z.string().trim().max(max).optional();
const requiredText = (max: number, message = 'validation.required') => z.string().trim().min(1, message).max(max);

export const restaurantProfileIdInput = z.object({ profileId: z.number().int().positive() });
export const restaurantPartIdInput = z.object({ id: z.number().int().positive() });
export type RestaurantPartIdInput = z.infer<typeof restaurantPartIdInput>;

export const RESTAURANT_LIMITS = {
	title: 120,
	description: 2000,
	address: 300,
	place: 100,
	menuItems: 100,
	menuImages: 10,
	maxRedemptions: 1_000_000,
	/** DOP 1,000,000.00: a typo guard, not a business rule. */
	priceCents: 100_000_000,
} as const;

const restaurantFields = z.object({
	title: requiredText(RESTAURANT_LIMITS.title),
	description: requiredText(RESTAURANT_LIMITS.description),
	address: requiredText(RESTAURANT_LIMITS.address),
	lat: z.number().min(-90).max(90).nullable().optional(),
	lng: z.number().min(-180).max(180).nullable().optional(),
	city: optionalText(RESTAURANT_LIMITS.place),
	province: optionalText(RESTAURANT_LIMITS.place),
	/** Optional: an empty field means no phone; anything typed must be a phone number (stored in E.164). */
	phone: optionalPhone.optional(),
	cuisineSlug: requiredText(80),
	jobTypeSlug: requiredText(80),
	imageId: imageId.nullable().optional(),
	bannerId: imageId.nullable().optional(),
	hours: weeklyHoursInput.optional(),
});

/** A location is a pair: a latitude without its longitude points nowhere. */
function locationPair(value: { lat?: number | null; lng?: number | null }, ctx: z.RefinementCtx) {
	if ((value.lat == null) !== (value.lng == null)) {
		ctx.addIssue({ code: 'custom', message: 'restaurant.validation.locationPair', path: ['lat'] });
	}
}

/**
 * The restaurant form's fields stored and shown 1:1 (profile-columns.ts). Beside them: the
 * description (the `about` column), the cuisine and job type (shown named), the place and hours.
 */
export const RESTAURANT_COLUMNS = {
	title: inForm(text, { type: 'text', section: 'name', required: true, label: 'name' }),
	address: inForm(text, { type: 'text', section: 'address', required: true }),
	lat: optionalValue(null),
	lng: optionalValue(null),
	phone: optionalColumn,
	imageId: optionalValue(null),
	bannerId: optionalValue(null),
} as const satisfies ColumnRules;

export const restaurantProfileInput = restaurantFields.superRefine(locationPair);
export type RestaurantProfileInput = z.infer<typeof restaurantProfileInput>;

export const restaurantUpdateInput = restaurantFields
	.extend({ id: z.number().int().positive() })
	.superRefine(locationPair);
export type RestaurantUpdateInput = z.infer<typeof restaurantUpdateInput>;

export const menuItemInput = z.object({
	name: requiredText(120),
	priceCents: z
		.number('restaurant.validation.price')
		.int('restaurant.validation.price')
		.positive('restaurant.validation.price')
		.max(RESTAURANT_LIMITS.priceCents, 'restaurant.validation.price'),
	description: optionalText(500),
});
export type MenuItemInput = z.infer<typeof menuItemInput>;

const menuFields = z.object({
	title: requiredText(RESTAURANT_LIMITS.title),
	imageIds: z.array(imageId).max(RESTAURANT_LIMITS.menuImages).optional(),
	items: z.array(menuItemInput).max(RESTAURANT_LIMITS.menuItems).optional(),
});
export const menuCreateInput = menuFields.extend({ profileId: z.number().int().positive() });
export type MenuCreateInput = z.infer<typeof menuCreateInput>;
/** A menu is saved whole: its items are replaced by the list sent. */
export const menuUpdateInput = menuFields.extend({ id: z.number().int().positive() });
export type MenuUpdateInput = z.infer<typeof menuUpdateInput>;

const calendarDate = z.string().refine(isIsoDate, 'restaurant.validation.date');

const offerFields = z.object({
	title: requiredText(RESTAURANT_LIMITS.title),
	description: optionalText(1000),
	maxRedemptions: z
		.number('restaurant.validation.maxRedemptions')
		.int('restaurant.validation.maxRedemptions')
		.min(1, 'restaurant.validation.maxRedemptions')
		.max(RESTAURANT_LIMITS.maxRedemptions, 'restaurant.validation.maxRedemptions'),
	startsOn: calendarDate,
	endsOn: calendarDate,
	imageId: imageId.nullable().optional(),
});

function datesInOrder(value: { startsOn: string; endsOn: string }, ctx: z.RefinementCtx) {
	// ISO dates compare as strings.
	if (isIsoDate(value.startsOn) && isIsoDate(value.endsOn) && value.endsOn < value.startsOn) {
		ctx.addIssue({ code: 'custom', message: 'restaurant.validation.endBeforeStart', path: ['endsOn'] });
	}
}

export const offerCreateInput = offerFields
	.extend({ profileId: z.number().int().positive() })
	.superRefine(datesInOrder);
export type OfferCreateInput = z.infer<typeof offerCreateInput>;
export const offerUpdateInput = offerFields.extend({ id: z.number().int().positive() }).superRefine(datesInOrder);
export type OfferUpdateInput = z.infer<typeof offerUpdateInput>;

export const highlightInput = z.object({
	profileId: z.number().int().positive(),
	title: requiredText(RESTAURANT_LIMITS.title, 'restaurant.validation.enterText'),
	imageId: imageId.nullable().optional(),
});
export type HighlightInput = z.infer<typeof highlightInput>;

export const highlightUpdateInput = highlightInput
	.omit({ profileId: true })
	.extend({ id: z.number().int().positive() });
export type HighlightUpdateInput = z.infer<typeof highlightUpdateInput>;

export const slideInput = z.object({
	profileId: z.number().int().positive(),
	title: requiredText(RESTAURANT_LIMITS.title, 'restaurant.validation.enterText'),
	rating: z
		.number('restaurant.validation.rating')
		.int('restaurant.validation.rating')
		.min(1, 'restaurant.validation.rating')
		.max(5, 'restaurant.validation.rating'),
	imageId: imageId.nullable().optional(),
});
export type SlideInput = z.infer<typeof slideInput>;

export const slideUpdateInput = slideInput.omit({ profileId: true }).extend({ id: z.number().int().positive() });
export type SlideUpdateInput = z.infer<typeof slideUpdateInput>;

/** Keyset pagination: the cursor is opaque to the client, handed back as `nextCursor`. */
export const restaurantPageInput = z.object({
	cursor: z.string().max(64).nullish(),
	limit: z.number().int().min(1).max(50).optional(),
});
export type RestaurantPageInput = z.infer<typeof restaurantPageInput>;
