import { businessCategories, profileFeatures, profileSocialLinks, profiles, type UserRow } from '@edge/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { shownTaxId } from '../../shared/dominican-ids';
import { rangeToInput } from '../hours.schema';
import { profileHoursOf } from '../hours.service';
import { type OpeningStatus, openingStatus } from '../opening-hours';
import { requireVisibleProfile } from '../profile-access';
import { shownColumns } from '../profile-columns';
import { ratingAverage } from '../rating-average';
import { BUSINESS_COLUMNS } from './business.schema';
import { mayCreateBusinessProfile } from './business.service';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;

/** null while nobody has reviewed it; the sum and count are kept by the review triggers. */

/** The public page of a business profile; NOT_FOUND ('Profile not found') for any other id. */
export function getBusinessProfile(deps: Deps, viewerId: string | null, id: number) {
	const profile = requireVisibleProfile(deps.db, id, 'business', viewerId);
	const hours = profileHoursOf(deps.db, id);
	const category = profile.categorySlug
		? (deps.db
				.select({ slug: businessCategories.slug, nameEs: businessCategories.nameEs, nameEn: businessCategories.nameEn })
				.from(businessCategories)
				.where(eq(businessCategories.slug, profile.categorySlug))
				.get() ?? null)
		: null;
	return {
		id: profile.id,
		ownerId: profile.ownerId,
		/** The caller owns it: the page shows edit, verify and delete. */
		isOwner: viewerId === profile.ownerId,
		...shownColumns(BUSINESS_COLUMNS, profile),
		/** The RNC (or a persona física's cédula, masked for all but the owner); null when not given. */
		taxId: profile.idNumber ? shownTaxId(profile.idNumber, viewerId === profile.ownerId) : null,
		category,
		city: profile.city,
		province: profile.province,
		municipalitySlug: profile.municipalitySlug,
		provinceSlug: profile.provinceSlug,
		verified: profile.verifiedAt !== null,
		hours: hours.map(rangeToInput),
		openingStatus: openingStatus(hours, deps.clock.now()),
		features: deps.db
			.select({ title: profileFeatures.title, type: profileFeatures.type })
			.from(profileFeatures)
			.where(eq(profileFeatures.profileId, id))
			.orderBy(asc(profileFeatures.position), asc(profileFeatures.id))
			.all(),
		socialLinks: deps.db
			.select({ platform: profileSocialLinks.platform, url: profileSocialLinks.url })
			.from(profileSocialLinks)
			.where(eq(profileSocialLinks.profileId, id))
			.orderBy(asc(profileSocialLinks.position), asc(profileSocialLinks.id))
			.all(),
		ratingCount: profile.ratingCount,
		ratingAverage: ratingAverage(profile.ratingSum, profile.ratingCount),
		createdAt: profile.createdAt.toISOString(),
		updatedAt: profile.updatedAt.toISOString(),
	};
}

/** The caller's business profiles, newest first. */
export function myBusinessProfiles(
	deps: Deps,
	user: Pick<UserRow, 'id' | 'planSubscriptionId' | 'planNextBillingAt'>,
): {
	profiles: Array<{
		id: number;
		title: string;
		categorySlug: string | null;
		city: string | null;
		imageId: string | null;
		verified: boolean;
		openingStatus: OpeningStatus;
		ratingCount: number;
		ratingAverage: number | null;
	}>;
	/** Whether another profile may be created now (the first one, or a valid multi-profile plan). */
	canCreate: boolean;
} {
	const rows = deps.db
		.select()
		.from(profiles)
		.where(and(eq(profiles.ownerId, user.id), eq(profiles.kind, 'business')))
		.orderBy(desc(profiles.id))
		.all();
	const now = deps.clock.now();
	return {
		profiles: rows.map((row) => ({
			id: row.id,
			title: row.title,
			categorySlug: row.categorySlug,
			city: row.city,
			imageId: row.imageId,
			verified: row.verifiedAt !== null,
			openingStatus: openingStatus(profileHoursOf(deps.db, row.id), now),
			ratingCount: row.ratingCount,
			ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
		})),
		canCreate: mayCreateBusinessProfile(deps, user),
	};
}

export type BusinessProfileView = ReturnType<typeof getBusinessProfile>;
