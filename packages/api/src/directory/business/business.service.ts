import {
	businessCategories,
	type ProfileRow,
	profileFeatures,
	profileSocialLinks,
	profiles,
	type UserRow,
} from '@edge/db';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { attachUploads, requireOwnUploads } from '../../images/upload-ownership';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { readTaxId } from '../../shared/dominican-ids';
import { writeTransaction } from '../../shared/write-transaction';
import { plansUnlocking } from '../../subscription/plan-unlocks';
import { validPlanIdAmong } from '../../subscription/subscription.service';
import { replaceProfileHours } from '../hours.service';
import { keepUnlistedPlace, resolvePlace } from '../places/places.service';
import { requireOwnedProfile } from '../profile-access';
import { storedColumns } from '../profile-columns';
import { dropUnusedUploads, removeProfile, removeUploadFiles } from '../profile-removal';
import { BUSINESS_COLUMNS, type BusinessProfileInput, type BusinessProfileUpdateInput } from './business.schema';
import { verifiedContactChanged } from './business-verification';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
type PlanUser = Pick<UserRow, 'id' | 'planSubscriptionId' | 'planNextBillingAt'>;

const MULTI_PROFILE_PLANS = plansUnlocking('multipleBusinessProfiles');

function ownBusinessCount(db: DbOrTx, userId: string): number {
	return db
		.select({ id: profiles.id })
		.from(profiles)
		.where(and(eq(profiles.ownerId, userId), eq(profiles.kind, 'business')))
		.all().length;
}

/**
 * One business profile per account; more only while a subscription unlocking
 * `multipleBusinessProfiles` is valid (the same validity rule as planProcedure).
 */
export function mayCreateBusinessProfile(deps: Deps, user: PlanUser, db: DbOrTx = deps.db): boolean {
	return ownBusinessCount(db, user.id) === 0 || validPlanIdAmong(deps, user, MULTI_PROFILE_PLANS) !== null;
}

function requireCategory(db: DbOrTx, slug: string): void {
	const found = db
		.select({ slug: businessCategories.slug })
		.from(businessCategories)
		.where(eq(businessCategories.slug, slug))
		.get();
	if (!found) {
		throw new AppError(
			'BAD_REQUEST',
			'business.validation.categoryUnknown',
			{},
			{
				categorySlug: ['business.validation.categoryUnknown'],
			},
		);
	}
}

/** The profiles columns a business form sets: its plain columns (BUSINESS_COLUMNS) and these. */
function profileColumns(input: BusinessProfileInput) {
	return {
		...storedColumns(BUSINESS_COLUMNS, input),
		categorySlug: input.categorySlug,
		// The RNC or cédula as digits, in the column a freelancer's cédula uses (docs/directory.md).
		idNumber: readTaxId(input.rnc)?.digits ?? null,
	};
}

/** Hours, features and social links: replaced as a whole, like the form edits them. */
function replaceParts(tx: DbOrTx, profileId: number, input: BusinessProfileInput): void {
	replaceProfileHours(tx, profileId, input.hours);
	tx.delete(profileFeatures).where(eq(profileFeatures.profileId, profileId)).run();
	if (input.features.length > 0) {
		tx.insert(profileFeatures)
			.values(input.features.map((feature, position) => ({ profileId, ...feature, position })))
			.run();
	}
	tx.delete(profileSocialLinks).where(eq(profileSocialLinks.profileId, profileId)).run();
	if (input.socialLinks.length > 0) {
		tx.insert(profileSocialLinks)
			.values(input.socialLinks.map((link, position) => ({ profileId, ...link, position })))
			.run();
	}
}

export function createBusinessProfile(deps: Deps, user: PlanUser, input: BusinessProfileInput): { id: number } {
	// better-sqlite3 runs the transaction synchronously: no other request's create interleaves
	// between the count and the insert, so two quick submits cannot both be "the first".
	return writeTransaction(deps.db, (tx) => {
		if (!mayCreateBusinessProfile(deps, user, tx)) {
			throw new AppError('FORBIDDEN', 'directory.multiProfileRequired');
		}
		requireCategory(tx, input.categorySlug);
		const images = [input.imageId, input.bannerId];
		requireOwnUploads(tx, user.id, images);
		const place = resolvePlace(tx, input);
		const now = deps.clock.now();
		const row = tx
			.insert(profiles)
			.values({
				ownerId: user.id,
				kind: 'business',
				...profileColumns(input),
				...place,
				createdAt: now,
				updatedAt: now,
			})
			.returning({ id: profiles.id })
			.get();
		attachUploads(tx, row.id, images);
		replaceParts(tx, row.id, input);
		return { id: row.id };
	});
}

export function updateBusinessProfile(
	deps: Deps & Pick<ApiDeps, 'uploadsDir'>,
	userId: string,
	input: BusinessProfileUpdateInput,
): { id: number } {
	const replaced = writeTransaction(deps.db, (tx) => {
		// Same connection as tx (better-sqlite3), so this read is part of the transaction.
		const current = requireOwnedProfile(deps.db, input.id, userId, 'business');
		requireCategory(tx, input.categorySlug);
		const images = [input.imageId, input.bannerId];
		requireOwnUploads(tx, userId, images);
		const columns = { ...profileColumns(input), ...keepUnlistedPlace(current, resolvePlace(tx, input)) };
		const next = { ...current, ...columns } satisfies ProfileRow;
		tx.update(profiles)
			.set({
				...columns,
				// The badge says the owner reaches the business's phone or e-mail: a new one is unproven.
				verifiedAt: verifiedContactChanged(tx, current, next) ? null : current.verifiedAt,
				updatedAt: deps.clock.now(),
			})
			.where(eq(profiles.id, input.id))
			.run();
		attachUploads(tx, input.id, images);
		replaceParts(tx, input.id, input);
		// An image or banner the owner replaced or removed goes now, its files after the commit.
		return dropUnusedUploads(tx, input.id, [current.imageId, current.bannerId]);
	});
	removeUploadFiles(deps.uploadsDir, replaced);
	return { id: input.id };
}

export function deleteBusinessProfile(deps: Pick<ApiDeps, 'db' | 'uploadsDir'>, userId: string, id: number): void {
	requireOwnedProfile(deps.db, id, userId, 'business');
	removeProfile(deps, id);
}

/** The industry types for the form's picker, in the list's order. */
export function businessCategoryList(deps: Pick<ApiDeps, 'db'>) {
	return deps.db
		.select({ slug: businessCategories.slug, nameEs: businessCategories.nameEs, nameEn: businessCategories.nameEn })
		.from(businessCategories)
		.orderBy(asc(businessCategories.sortOrder))
		.all();
}
