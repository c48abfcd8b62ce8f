import { menuItems, menus, offers, profiles, reviews, users } from '@edge/db';
import { and, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { todayInSantoDomingo } from '../../shared/age';
import { ratingAverage } from '../rating-average';
import { offerView } from './offers.service';
import type { RestaurantPageInput } from './restaurant.schema';

/**
 * /foodDrictory's three sections, each keyset-paginated (rows added meanwhile never shift a page):
 * - customer experience: the newest reviews of restaurants;
 * - inspiration: dishes across restaurants, those whose menu has photos first, newest first within;
 * - specials: offers valid today (Santo Domingo) with redemptions left, newest first.
 */

const DEFAULT_LIMIT = 12;

/**
 * Reads one more row than asked, so the page knows whether another follows. The page type stays
 * anonymous on purpose: the web infers it through AppRouter, which cannot name this module's types.
 */
function toPage<R, T>(rows: R[], limit: number, view: (row: R) => T, cursorOf: (row: R) => string) {
	const more = rows.length > limit;
	const shown = more ? rows.slice(0, limit) : rows;
	const last = shown.at(-1);
	const nextCursor: string | null = more && last ? cursorOf(last) : null;
	return { items: shown.map(view), nextCursor };
}

/** An id cursor: a positive integer written as text; anything else starts from the top. */
function idCursor(cursor: string | null | undefined): number | null {
	const id = Number(cursor);
	return cursor && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function customerExperience(deps: Pick<ApiDeps, 'db'>, input: RestaurantPageInput) {
	const limit = input.limit ?? DEFAULT_LIMIT;
	const after = idCursor(input.cursor);
	// A review staff hid is gone from this public list for everyone (docs/admin.md).
	const conditions: SQL[] = [eq(profiles.kind, 'restaurant'), isNull(reviews.hiddenAt)];
	if (after) conditions.push(lt(reviews.id, after));
	// A suspended owner's restaurant is out of every listing (docs/admin.md).
	conditions.push(sql`${profiles.ownerSuspendedAt} IS NULL`);
	const rows = deps.db
		.select({
			id: reviews.id,
			rating: reviews.rating,
			comment: reviews.comment,
			createdAt: reviews.createdAt,
			profileId: profiles.id,
			profileTitle: profiles.title,
			authorFirstName: users.firstName,
			authorLastName: users.lastName,
		})
		.from(reviews)
		.innerJoin(profiles, eq(profiles.id, reviews.profileId))
		.innerJoin(users, eq(users.id, reviews.authorId))
		.where(and(...conditions))
		.orderBy(desc(reviews.id))
		.limit(limit + 1)
		.all();
	return toPage(
		rows,
		limit,
		({ authorFirstName, authorLastName, createdAt, ...row }) => ({
			...row,
			// First name and initial: a review card names its author without publishing a full name.
			authorName: `${authorFirstName} ${authorLastName.slice(0, 1)}.`.trim(),
			createdAt: createdAt.toISOString(),
		}),
		(row) => String(row.id),
	);
}

const hasImages = sql<number>`(json_array_length(${menus.imageIds}) > 0)`;

/** Cursor "<1|0>:<item id>": the image group then the item id of the last dish shown. */
function inspirationCursor(cursor: string | null | undefined): { group: number; id: number } | null {
	const match = /^([01]):(\d{1,15})$/.exec(cursor ?? '');
	return match ? { group: Number(match[1]), id: Number(match[2]) } : null;
}

export function inspiration(deps: Pick<ApiDeps, 'db'>, input: RestaurantPageInput) {
	const limit = input.limit ?? DEFAULT_LIMIT;
	const after = inspirationCursor(input.cursor);
	const conditions: SQL[] = [eq(profiles.kind, 'restaurant'), sql`${profiles.ownerSuspendedAt} IS NULL`];
	if (after) {
		const next = or(
			sql`${hasImages} < ${after.group}`,
			and(sql`${hasImages} = ${after.group}`, lt(menuItems.id, after.id)),
		);
		if (next) conditions.push(next);
	}
	const rows = deps.db
		.select({
			id: menuItems.id,
			name: menuItems.name,
			priceCents: menuItems.priceCents,
			description: menuItems.description,
			imageIds: menus.imageIds,
			hasImages,
			profileId: profiles.id,
			profileTitle: profiles.title,
			ratingCount: profiles.ratingCount,
			ratingSum: profiles.ratingSum,
		})
		.from(menuItems)
		.innerJoin(menus, eq(menus.id, menuItems.menuId))
		.innerJoin(profiles, eq(profiles.id, menus.profileId))
		.where(and(...conditions))
		.orderBy(desc(hasImages), desc(menuItems.id))
		.limit(limit + 1)
		.all();
	return toPage(
		rows,
		limit,
		(row) => ({
			id: row.id,
			name: row.name,
			priceCents: row.priceCents,
			description: row.description,
			imageId: row.imageIds[0] ?? null,
			profileId: row.profileId,
			profileTitle: row.profileTitle,
			ratingCount: row.ratingCount,
			ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
		}),
		(row) => `${row.hasImages ? 1 : 0}:${row.id}`,
	);
}

export function specials(deps: Pick<ApiDeps, 'db' | 'clock'>, input: RestaurantPageInput) {
	const limit = input.limit ?? DEFAULT_LIMIT;
	const after = idCursor(input.cursor);
	const today = todayInSantoDomingo(deps.clock.now());
	const conditions: SQL[] = [
		lte(offers.startsOn, today),
		gte(offers.endsOn, today),
		lt(offers.redeemedCount, offers.maxRedemptions),
		sql`${profiles.ownerSuspendedAt} IS NULL`,
	];
	if (after) conditions.push(lt(offers.id, after));
	const rows = deps.db
		.select({ offer: offers, profileTitle: profiles.title })
		.from(offers)
		.innerJoin(profiles, eq(profiles.id, offers.profileId))
		.where(and(...conditions))
		.orderBy(desc(offers.id))
		.limit(limit + 1)
		.all();
	return toPage(
		rows,
		limit,
		// redeemedByMe is for the profile page; the directory lists what is open to anyone.
		(row) => ({
			...offerView(row.offer, today, false),
			profileId: row.offer.profileId,
			profileTitle: row.profileTitle,
		}),
		(row) => String(row.offer.id),
	);
}
