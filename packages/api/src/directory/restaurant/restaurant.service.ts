import { jobTypes, profiles, RESTAURANT_CATEGORY_SLUG, restaurantTypes, type UserRow } from '@edge/db';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { attachUploads, requireOwnUploads } from '../../images/upload-ownership';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { writeTransaction } from '../../shared/write-transaction';
import { replaceProfileHours } from '../hours.service';
import { keepUnlistedPlace, resolvePlace } from '../places/places.service';
import { requireNoProfileOfKind, requireOwnedProfile } from '../profile-access';
import { storedColumns } from '../profile-columns';
import { dropUnusedUploads, removeProfile, removeUploadFiles } from '../profile-removal';
import { RESTAURANT_COLUMNS, type RestaurantProfileInput, type RestaurantUpdateInput } from './restaurant.schema';

/** Both reference lists the form picks from, in their own order, named in both languages. */
export function restaurantFormOptions(deps: Pick<ApiDeps, 'db'>) {
	const list = (table: typeof jobTypes | typeof restaurantTypes) =>
		deps.db
			.select({ slug: table.slug, es: table.nameEs, en: table.nameEn })
			.from(table)
			.orderBy(asc(table.sortOrder))
			.all();
	return { cuisines: list(restaurantTypes), jobTypes: list(jobTypes) };
}

/** Unknown slugs are field errors, so the form shows them under the picker that sent them. */
function requireKnownSlugs(db: DbOrTx, input: Pick<RestaurantProfileInput, 'cuisineSlug' | 'jobTypeSlug'>) {
	const fieldErrors: Record<string, string[]> = {};
	const cuisine = db.select().from(restaurantTypes).where(eq(restaurantTypes.slug, input.cuisineSlug)).get();
	if (!cuisine) fieldErrors.cuisineSlug = ['restaurant.validation.unknownCuisine'];
	const jobType = db.select().from(jobTypes).where(eq(jobTypes.slug, input.jobTypeSlug)).get();
	if (!jobType) fieldErrors.jobTypeSlug = ['restaurant.validation.unknownJobType'];
	if (Object.keys(fieldErrors).length > 0) throw new AppError('BAD_REQUEST', 'errors.badRequest', {}, fieldErrors);
}

/** The profile columns a restaurant form writes; everything optional is stored as null when left out. */
function profileColumns(input: RestaurantProfileInput) {
	return {
		...storedColumns(RESTAURANT_COLUMNS, input),
		about: input.description,
		cuisineSlug: input.cuisineSlug,
		jobTypeSlug: input.jobTypeSlug,
		country: 'DO',
		categorySlug: RESTAURANT_CATEGORY_SLUG,
	};
}

/** One restaurant profile per account (docs/directory.md); the check and the insert share a transaction. */
export function createRestaurant(deps: Pick<ApiDeps, 'db' | 'clock'>, user: UserRow, input: RestaurantProfileInput) {
	return writeTransaction(deps.db, (tx) => {
		requireNoProfileOfKind(tx, user.id, 'restaurant');
		requireKnownSlugs(tx, input);
		requireOwnUploads(tx, user.id, [input.imageId, input.bannerId]);
		const now = deps.clock.now();
		const row = tx
			.insert(profiles)
			.values({
				ownerId: user.id,
				kind: 'restaurant',
				...profileColumns(input),
				...resolvePlace(tx, input),
				createdAt: now,
				updatedAt: now,
			})
			.returning({ id: profiles.id })
			.get();
		attachUploads(tx, row.id, [input.imageId, input.bannerId]);
		replaceProfileHours(tx, row.id, input.hours ?? []);
		return { id: row.id };
	});
}

export function updateRestaurant(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'uploadsDir'>,
	user: UserRow,
	input: RestaurantUpdateInput,
) {
	const current = requireOwnedProfile(deps.db, input.id, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		requireKnownSlugs(tx, input);
		requireOwnUploads(tx, user.id, [input.imageId, input.bannerId]);
		tx.update(profiles)
			.set({
				...profileColumns(input),
				...keepUnlistedPlace(current, resolvePlace(tx, input)),
				updatedAt: deps.clock.now(),
			})
			.where(eq(profiles.id, input.id))
			.run();
		attachUploads(tx, input.id, [input.imageId, input.bannerId]);
		// Hours left out of the input stay as they are; an empty list clears them.
		if (input.hours) replaceProfileHours(tx, input.id, input.hours);
		return dropUnusedUploads(tx, input.id, [current.imageId, current.bannerId]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id: input.id };
}

export function deleteRestaurant(deps: Pick<ApiDeps, 'db' | 'uploadsDir'>, user: UserRow, id: number) {
	requireOwnedProfile(deps.db, id, user.id, 'restaurant');
	removeProfile(deps, id);
	return { id };
}

/** The caller's restaurants (one today; a list so the pickers need no change if that rule moves). */
export function myRestaurants(deps: Pick<ApiDeps, 'db'>, user: UserRow) {
	return deps.db
		.select({ id: profiles.id, title: profiles.title })
		.from(profiles)
		.where(and(eq(profiles.ownerId, user.id), eq(profiles.kind, 'restaurant')))
		.orderBy(asc(profiles.id))
		.all();
}
