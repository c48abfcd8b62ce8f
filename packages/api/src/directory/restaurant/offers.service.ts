import { offerRedemptions, offers, profiles, type UserRow } from '@edge/db';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { attachUploads, requireOwnUploads } from '../../images/upload-ownership';
import { todayInSantoDomingo } from '../../shared/age';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';
import { writeTransaction } from '../../shared/write-transaction';
import { requireOwnedProfile } from '../profile-access';
import { dropUnusedUploads, removeUploadFiles } from '../profile-removal';
import type { OfferCreateInput, OfferUpdateInput } from './restaurant.schema';
import { imageOfPart, profileIdOfPart } from './restaurant-parts-access';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
type FileDeps = Pick<ApiDeps, 'db' | 'clock' | 'uploadsDir'>;
type OfferRow = typeof offers.$inferSelect;

/**
 * Why an offer can or cannot be redeemed today; the page shows it, the server enforces it. The
 * return type is left inferred: the web reads it through AppRouter, which cannot name aliases here.
 */
export function offerAvailability(offer: OfferRow, today: string) {
	if (today < offer.startsOn) return 'upcoming' as const;
	if (today > offer.endsOn) return 'ended' as const;
	return offer.redeemedCount >= offer.maxRedemptions ? ('soldOut' as const) : ('available' as const);
}
type OfferAvailability = ReturnType<typeof offerAvailability>;

/** An offer card: "N of M left", its dates, and whether this caller has already redeemed it. */
export function offerView(offer: OfferRow, today: string, redeemedByMe: boolean) {
	return {
		id: offer.id,
		title: offer.title,
		description: offer.description,
		imageId: offer.imageId,
		maxRedemptions: offer.maxRedemptions,
		left: Math.max(0, offer.maxRedemptions - offer.redeemedCount),
		startsOn: offer.startsOn,
		endsOn: offer.endsOn,
		availability: offerAvailability(offer, today),
		redeemedByMe,
	};
}
export type OfferView = ReturnType<typeof offerView>;

export function offersOf(db: DbOrTx, profileId: number, today: string, userId: string | null): OfferView[] {
	const rows = db.select().from(offers).where(eq(offers.profileId, profileId)).orderBy(desc(offers.id)).all();
	const mine = new Set<number>();
	if (userId && rows.length > 0) {
		const redeemed = db
			.select({ offerId: offerRedemptions.offerId })
			.from(offerRedemptions)
			.where(
				and(
					eq(offerRedemptions.userId, userId),
					inArray(
						offerRedemptions.offerId,
						rows.map((row) => row.id),
					),
				),
			)
			.all();
		for (const row of redeemed) mine.add(row.offerId);
	}
	return rows.map((row) => offerView(row, today, mine.has(row.id)));
}

export function createOffer(deps: Deps, user: UserRow, input: OfferCreateInput) {
	requireOwnedProfile(deps.db, input.profileId, user.id, 'restaurant');
	return writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const row = tx
			.insert(offers)
			.values({
				profileId: input.profileId,
				title: input.title,
				description: input.description ?? '',
				imageId: input.imageId ?? null,
				maxRedemptions: input.maxRedemptions,
				startsOn: input.startsOn,
				endsOn: input.endsOn,
				createdAt: deps.clock.now(),
			})
			.returning({ id: offers.id })
			.get();
		attachUploads(tx, input.profileId, [input.imageId]);
		return { id: row.id };
	});
}

export function updateOffer(deps: FileDeps, user: UserRow, input: OfferUpdateInput) {
	const profileId = profileIdOfPart(deps.db, offers, input.id, 'restaurant.offerNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const before = imageOfPart(tx, offers, input.id);
		// The cap may not drop below what customers already redeemed: in the WHERE, so a redemption
		// landing between a read and this write cannot slip under it.
		const result = tx
			.update(offers)
			.set({
				title: input.title,
				description: input.description ?? '',
				imageId: input.imageId ?? null,
				maxRedemptions: input.maxRedemptions,
				startsOn: input.startsOn,
				endsOn: input.endsOn,
			})
			.where(and(eq(offers.id, input.id), sql`${offers.redeemedCount} <= ${input.maxRedemptions}`))
			.run();
		if (result.changes === 0) {
			throw new AppError(
				'BAD_REQUEST',
				'restaurant.validation.maxBelowRedeemed',
				{},
				{
					maxRedemptions: ['restaurant.validation.maxBelowRedeemed'],
				},
			);
		}
		attachUploads(tx, profileId, [input.imageId]);
		return dropUnusedUploads(tx, profileId, [before]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id: input.id };
}

export function deleteOffer(deps: FileDeps, user: UserRow, id: number) {
	const profileId = profileIdOfPart(deps.db, offers, id, 'restaurant.offerNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		const before = imageOfPart(tx, offers, id);
		// Its redemptions go by ON DELETE CASCADE.
		tx.delete(offers).where(eq(offers.id, id)).run();
		return dropUnusedUploads(tx, profileId, [before]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id };
}

const REFUSAL_BY_AVAILABILITY: Record<Exclude<OfferAvailability, 'available'>, string> = {
	upcoming: 'restaurant.redeem.notStarted',
	ended: 'restaurant.redeem.ended',
	soldOut: 'restaurant.redeem.soldOut',
};

/**
 * A signed-in customer avails an offer once. The count moves by one conditional UPDATE (… WHERE
 * redeemed_count < max_redemptions) in the transaction that inserts the redemption row, so two
 * customers racing for the last one cannot both get it, and a failed insert gives the slot back.
 */
export function redeemOffer(deps: Deps, user: UserRow, offerId: number) {
	const today = todayInSantoDomingo(deps.clock.now());
	return writeTransaction(deps.db, (tx) => {
		const offer = tx.select().from(offers).where(eq(offers.id, offerId)).get();
		if (!offer) throw new AppError('NOT_FOUND', 'restaurant.offerNotFound');
		const owner = tx.select({ ownerId: profiles.ownerId }).from(profiles).where(eq(profiles.id, offer.profileId)).get();
		if (owner?.ownerId === user.id) throw new AppError('FORBIDDEN', 'restaurant.redeem.ownOffer');
		const already = tx
			.select({ id: offerRedemptions.id })
			.from(offerRedemptions)
			.where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, user.id)))
			.get();
		if (already) throw new AppError('CONFLICT', 'restaurant.redeem.already');
		const availability = offerAvailability(offer, today);
		if (availability === 'upcoming' || availability === 'ended') {
			throw new AppError('CONFLICT', REFUSAL_BY_AVAILABILITY[availability]);
		}
		const taken = tx
			.update(offers)
			.set({ redeemedCount: sql`${offers.redeemedCount} + 1` })
			.where(and(eq(offers.id, offerId), lt(offers.redeemedCount, offers.maxRedemptions)))
			.run();
		if (taken.changes === 0) throw new AppError('CONFLICT', REFUSAL_BY_AVAILABILITY.soldOut);
		try {
			tx.insert(offerRedemptions).values({ offerId, userId: user.id, createdAt: deps.clock.now() }).run();
		} catch (error) {
			// The unique (offer, user) index is the last word on "once per customer"; throwing rolls
			// the count back with the rest of the transaction.
			if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
				throw new AppError('CONFLICT', 'restaurant.redeem.already');
			}
			throw error;
		}
		const fresh = tx.select().from(offers).where(eq(offers.id, offerId)).get() ?? offer;
		return offerView(fresh, today, true);
	});
}
