import { PAYMENT_METHODS, PROFILE_KINDS } from '@edge/db';
import { z } from 'zod';

/** Largest "near me" radius and page size: bounded so one request never scans the whole country. */
export const MAX_RADIUS_KM = 50;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_SUGGESTIONS = 8;

const text = (max: number) => z.string().trim().max(max);

export const nearInput = z.object({
	lat: z.number().min(-90).max(90),
	lng: z.number().min(-180).max(180),
	radiusKm: z.number().positive().max(MAX_RADIUS_KM),
});

/** directory.search: every filter is optional; without `q` the newest profiles come first. */
export const searchInput = z.object({
	q: text(120).optional(),
	kind: z.enum(PROFILE_KINDS).optional(),
	/** A business category, job type or cuisine slug. */
	category: text(80).optional(),
	/** A municipality (directory.places): its slug, or its name. */
	city: text(80).optional(),
	/** A province or the Distrito Nacional: its slug, or its name. */
	province: text(80).optional(),
	openNow: z.boolean().optional(),
	minRating: z.number().min(1).max(5).optional(),
	/** Businesses that accept every one of these. */
	paymentMethods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length).optional(),
	near: nearInput.optional(),
	cursor: z.string().max(300).optional(),
	limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type SearchInput = z.infer<typeof searchInput>;

/** directory.suggest; a listing of one kind (/restaurants) asks only for that kind's suggestions. */
export const suggestInput = z.object({ q: z.string().trim().min(2).max(120), kind: z.enum(PROFILE_KINDS).optional() });
export type SuggestInput = z.infer<typeof suggestInput>;

export const categoryInput = z.object({ slug: z.string().trim().min(1).max(80) });

export const activityInput = z.object({
	cursor: z.string().max(300).optional(),
	limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(12),
});
