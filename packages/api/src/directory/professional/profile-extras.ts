import { jobTypes, type ProfileRow, profileSocialLinks, profiles, subscriptions } from '@edge/db';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { isSubscriptionValid } from '../../subscription/subscription-validity';
import { ratingAverage } from '../rating-average';
import type { ProfessionalSocialLinkInput } from './professional.schema';

/** Pieces of the freelancer and employee views and writes that both kinds share. */

export function jobTypeOf(db: DbOrTx, slug: string | null) {
	if (!slug) return null;
	const row = db.select().from(jobTypes).where(eq(jobTypes.slug, slug)).get();
	return row ? { slug: row.slug, name: { es: row.nameEs, en: row.nameEn } } : null;
}

/** Every job type for the forms' picker, in the list's own order. */
export function allJobTypes(db: DbOrTx) {
	return db
		.select()
		.from(jobTypes)
		.orderBy(asc(jobTypes.sortOrder))
		.all()
		.map((row) => ({ slug: row.slug, name: { es: row.nameEs, en: row.nameEn } }));
}

/** An unknown slug is a field error of the form, not a failure of the request. */
export function requireJobType(db: DbOrTx, slug: string): void {
	if (!jobTypeOf(db, slug)) {
		throw new AppError(
			'BAD_REQUEST',
			'professional.form.unknownJobType',
			{},
			{
				jobTypeSlug: ['professional.form.unknownJobType'],
			},
		);
	}
}

export function ratingOf(row: Pick<ProfileRow, 'ratingCount' | 'ratingSum'>) {
	return {
		ratingCount: row.ratingCount,
		ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
	};
}

export function socialLinksOf(db: DbOrTx, profileId: number): ProfessionalSocialLinkInput[] {
	return db
		.select({ platform: profileSocialLinks.platform, url: profileSocialLinks.url })
		.from(profileSocialLinks)
		.where(eq(profileSocialLinks.profileId, profileId))
		.orderBy(asc(profileSocialLinks.position))
		.all();
}

export function replaceSocialLinks(db: DbOrTx, profileId: number, links: readonly ProfessionalSocialLinkInput[]): void {
	db.delete(profileSocialLinks).where(eq(profileSocialLinks.profileId, profileId)).run();
	if (links.length === 0) return;
	db.insert(profileSocialLinks)
		.values(links.map((link, position) => ({ profileId, platform: link.platform, url: link.url, position })))
		.run();
}

/** At most this many of the owner's other profiles are listed on a page. */
const OTHER_PROFILES_LIMIT = 20;

/** The owner's other profiles on Edge, newest first (the multi-profile section). */
export function otherProfilesOf(db: DbOrTx, ownerId: string, exceptId: number) {
	return db
		.select({ id: profiles.id, kind: profiles.kind, title: profiles.title })
		.from(profiles)
		.where(and(eq(profiles.ownerId, ownerId), ne(profiles.id, exceptId)))
		.orderBy(desc(profiles.id))
		.limit(OTHER_PROFILES_LIMIT)
		.all();
}

/**
 * The plans the owner holds a valid subscription to (the membership section). Plan ids only: what
 * a plan is called and unlocks is public in the catalog; billing dates and states stay private.
 */
export function validPlanIdsOf(db: DbOrTx, ownerId: string, now: Date): string[] {
	const rows = db
		.select({ planId: subscriptions.planId, status: subscriptions.status, nextBillingAt: subscriptions.nextBillingAt })
		.from(subscriptions)
		.where(eq(subscriptions.userId, ownerId))
		.all();
	return [
		...new Set(rows.filter((row) => isSubscriptionValid(row.status, row.nextBillingAt, now)).map((row) => row.planId)),
	];
}
