/**
 * The directory's enumerations, free of drizzle so the web app can import them
 * (via @edge/db/profile-kinds) without pulling the database layer into its bundle.
 */
export const PROFILE_KINDS = ['business', 'restaurant', 'freelancer', 'employee'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

export const FREELANCER_KINDS = ['self-employed', 'independent'] as const;
export type FreelancerKind = (typeof FREELANCER_KINDS)[number];

export const FEATURE_TYPES = ['highlight', 'attribute'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const SOCIAL_PLATFORMS = [
	'facebook',
	'instagram',
	'x',
	'tiktok',
	'youtube',
	'linkedin',
	'whatsapp',
	'other',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** How a business takes payment: shown on its page, filtered on in search. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const IMAGE_FORMATS = ['jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const VERIFICATION_CHANNELS = ['phone', 'email'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/** Restaurants are filed under this business category, so /categories counts them with the rest. */
export const RESTAURANT_CATEGORY_SLUG = 'restaurants-and-food';

/** Minutes in a day; `closes_at` above it means the range ends after midnight. */
export const MINUTES_PER_DAY = 1440;
