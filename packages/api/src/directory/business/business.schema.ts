import { z } from 'zod';
import '../../shared/zod-messages';
import { uploadIdInput } from '../../images/upload-id';
import { isValidTaxId } from '../../shared/dominican-ids';
import { phone } from '../../shared/phone';
import { weeklyHoursInput } from '../hours.schema';
import {
	type ColumnRules,
	choices,
	emailText,
	inForm,
	optionalText as optionalColumn,
	text,
	value,
} from '../profile-columns';
import { FEATURE_TYPES, PAYMENT_METHODS, SOCIAL_PLATFORMS, VERIFICATION_CHANNELS } from '../profile-kinds';

/**
 * Inputs of the business procedures (issue 7), shared by the server and the creation/edit form.
 * Every message is a catalog key. Optional text fields accept '' (an empty input) and store null.
 */

export const BUSINESS_LIMITS = {
	title: 120,
	about: 2000,
	ownerName: 120,
	ownerDescription: 1000,
	tag: 40,
	tags: 20,
	url: 500,
	address: 300,
	place: 100,
	postalCode: 10,
	/** An RNC or cédula as typed, dashes and spaces included. */
	taxId: 20,
	featureTitle: 80,
	features: 30,
	socialLinks: 10,
} as const;

const imageId = uploadIdInput;
const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) => z.string().trim().max(max);

/** An absolute http(s) URL with a host; other schemes (javascript:, data:) would be links to trouble. */
export function isHttpUrl(value: string): boolean {
	if (!URL.canParse(value)) return false;
	const url = new URL(value);
	return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

const httpUrl = (message: string) => z.string().trim().max(BUSINESS_LIMITS.url, message).refine(isHttpUrl, message);

/** Trimmed, blanks dropped, duplicates (ignoring case) dropped; then at least one, each and all bounded. */
export const businessTagsInput = z
	.array(z.string())
	.transform((tags) => {
		const seen = new Set<string>();
		const kept: string[] = [];
		for (const raw of tags) {
			const tag = raw.trim().replace(/\s+/g, ' ');
			const key = tag.toLocaleLowerCase('es');
			if (tag && !seen.has(key)) {
				seen.add(key);
				kept.push(tag);
			}
		}
		return kept;
	})
	.pipe(
		z
			.array(z.string().max(BUSINESS_LIMITS.tag, 'business.validation.tagTooLong'))
			.min(1, 'business.validation.tagsRequired')
			.max(BUSINESS_LIMITS.tags, 'business.validation.tooManyTags'),
	);

/** No pick on the map yet (null or left out) reads as "mark the location"; other issues keep their key. */
const coordinate = z.number({
	error: (issue) => (issue.input == null ? 'business.validation.locationRequired' : undefined),
});

export const businessFeatureInput = z.object({
	title: requiredText(BUSINESS_LIMITS.featureTitle),
	type: z.enum(FEATURE_TYPES),
});
export type BusinessFeatureInput = z.infer<typeof businessFeatureInput>;

export const socialLinkInput = z.object({
	platform: z.enum(SOCIAL_PLATFORMS, 'business.validation.platformRequired'),
	url: httpUrl('business.validation.socialUrl'),
});
export type SocialLinkInput = z.infer<typeof socialLinkInput>;

export const businessProfileInput = z.object({
	title: requiredText(BUSINESS_LIMITS.title),
	about: requiredText(BUSINESS_LIMITS.about),
	// Required, as the spec's validation rules say (issue 20: the server used to accept them empty).
	ownerName: requiredText(BUSINESS_LIMITS.ownerName),
	ownerDescription: requiredText(BUSINESS_LIMITS.ownerDescription),
	tags: businessTagsInput,
	/** The industry type: a business_categories slug (the server checks it exists). */
	categorySlug: z.string().trim().min(1, 'business.validation.categoryUnknown').max(100),
	/** Required and a valid http(s) URL (the spec); empty reads 'required', anything else the URL rule. */
	website: z
		.string('business.validation.website')
		.trim()
		.min(1, 'validation.required')
		.pipe(httpUrl('business.validation.website')),
	/**
	 * Optional: the business's RNC (9 digits) or, for a persona física, the owner's cédula (11),
	 * with or without dashes, checked by its check digit (shared/dominican-ids.ts).
	 */
	rnc: z
		.string()
		.trim()
		.max(BUSINESS_LIMITS.taxId)
		.refine((value) => value === '' || isValidTaxId(value), 'business.validation.rnc')
		.default(''),
	phone,
	/** Optional; with the phone, where the verification code can be sent. */
	email: z.union([z.literal(''), z.email('validation.email').max(254)], 'validation.email'),
	/** Optional: how the business takes payment, each method once. */
	paymentMethods: z
		.array(z.enum(PAYMENT_METHODS, 'business.validation.paymentMethods'))
		.refine((methods) => new Set(methods).size === methods.length, 'business.validation.paymentMethods')
		.default([]),
	address: requiredText(BUSINESS_LIMITS.address),
	/** The map pick; both required. */
	lat: coordinate.min(-90).max(90),
	lng: coordinate.min(-180).max(180),
	country: z
		.string()
		.trim()
		.regex(/^[A-Z]{2}$/)
		.default('DO'),
	city: optionalText(BUSINESS_LIMITS.place),
	province: optionalText(BUSINESS_LIMITS.place),
	postalCode: optionalText(BUSINESS_LIMITS.postalCode).regex(/^\d*$/, 'business.validation.postalCode'),
	imageId: imageId.nullable(),
	bannerId: imageId.nullable(),
	hours: weeklyHoursInput,
	features: z.array(businessFeatureInput).max(BUSINESS_LIMITS.features, 'business.validation.tooManyFeatures'),
	socialLinks: z.array(socialLinkInput).max(BUSINESS_LIMITS.socialLinks, 'business.validation.tooManyLinks'),
});
/**
 * The business form's fields stored in the `profiles` column of the same name, shown back by the
 * view and put back in the form from it (profile-columns.ts). The industry type (shown as a named
 * category), the RNC (stored as digits in `id_number`), the place, hours, features and links are
 * written beside them in the service, view and form.
 */
export const BUSINESS_COLUMNS = {
	title: inForm(text, { type: 'text', section: 'name', required: true }),
	about: inForm(text, { type: 'longText', section: 'basics', required: true }),
	ownerName: inForm(optionalColumn, { type: 'text', section: 'owner', required: true }),
	ownerDescription: inForm(optionalColumn, { type: 'longText', section: 'owner', required: true, rows: [1, 6] }),
	tags: value<string[]>([]),
	phone: text,
	email: inForm(emailText, { type: 'email', section: 'contact' }),
	website: inForm(optionalColumn, { type: 'url', section: 'contact', required: true }),
	paymentMethods: choices(PAYMENT_METHODS, 'contact', 'about'),
	address: inForm(text, { type: 'text', section: 'location', required: true, autoComplete: 'street-address' }),
	lat: value(null),
	lng: value(null),
	country: value('DO'),
	postalCode: inForm(optionalColumn, { type: 'digits', section: 'place' }),
	imageId: value(null),
	bannerId: value(null),
} as const satisfies ColumnRules;

/** What the form holds and sends (before trimming and tag clean-up). */
export type BusinessProfileFormValues = z.input<typeof businessProfileInput>;
export type BusinessProfileInput = z.output<typeof businessProfileInput>;

export const businessProfileIdInput = z.object({ id: z.number().int().positive() });
export type BusinessProfileIdInput = z.infer<typeof businessProfileIdInput>;

export const businessProfileUpdateInput = businessProfileInput.extend({ id: z.number().int().positive() });
export type BusinessProfileUpdateInput = z.output<typeof businessProfileUpdateInput>;

export const requestVerificationInput = z.object({
	id: z.number().int().positive(),
	channel: z.enum(VERIFICATION_CHANNELS),
});
export type RequestVerificationInput = z.infer<typeof requestVerificationInput>;

export const confirmVerificationInput = z.object({
	id: z.number().int().positive(),
	code: z
		.string()
		.trim()
		.regex(/^\d{6}$/, 'business.verify.codeFormat'),
});
export type ConfirmVerificationInput = z.infer<typeof confirmVerificationInput>;
