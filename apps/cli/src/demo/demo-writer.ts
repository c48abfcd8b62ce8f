import { createHash } from 'node:crypto';
import type { Db } from '@edge/db';
import type { ProfileKind } from '@edge/db/profile-kinds';
import type { DemoPerson, DemoProfile } from './profile-factory';
import type { Random } from './random';

/** The plan whose valid subscription promotes a profile in search (plansUnlocking('searchBoost')). */
export const SEARCH_BOOST_PLAN = 'search-bar-visibility';
const DAY_MS = 86_400_000;

/** A stable 20-character id (the length of the app's own base64url ids) for a demo row. */
export const demoId = (...parts: (string | number)[]) =>
	createHash('sha256')
		.update(`edge-demo:${parts.join(':')}`)
		.digest('base64url')
		.slice(0, 20);

export interface NewDemoUser {
	id: string;
	email: string;
	person: DemoPerson;
	accountKind: 'customer' | ProfileKind;
	referralCode: string;
	createdAt: number;
}

export interface WriteCounts {
	profiles: number;
	reviews: number;
	hours: number;
	menus: number;
	menuItems: number;
	offers: number;
	redemptions: number;
}

/**
 * Writes demo rows with prepared statements straight through better-sqlite3 (a drizzle insert builds
 * its SQL on every call, which is most of the cost at 100,000 profiles). The FTS index and the
 * rating columns are left to the migration's triggers: reviews are inserted, ratings never written.
 */
export function createDemoWriter(db: Db, passwordHash: string) {
	const sqlite = db.$client;
	const insertUser = sqlite.prepare(
		`insert into users (id, first_name, last_name, email, phone, password_hash, date_of_birth, account_kind,
			user_type, profile_type, referral_code, plan_subscription_id, plan_next_billing_at, created_at)
		values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	);
	const insertSubscription = sqlite.prepare(
		`insert into subscriptions (id, user_id, plan_id, status, next_billing_at, created_at)
		values (?, ?, ?, 'ACTIVE', ?, ?)`,
	);
	const insertProfile = sqlite.prepare(
		`insert into profiles (owner_id, kind, title, about, category_slug, job_type_slug, cuisine_slug, tags,
			owner_name, owner_description, website, phone, email, address, country, city, province, postal_code,
			lat, lng, verified_at, freelancer_kind, id_number, position, blood_group, date_of_birth, created_at, updated_at)
		values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'DO', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	);
	const insertHours = sqlite.prepare(
		'insert into profile_hours (profile_id, weekday, opens_at, closes_at) values (?, ?, ?, ?)',
	);
	const insertFeature = sqlite.prepare(
		'insert into profile_features (profile_id, title, type, position) values (?, ?, ?, ?)',
	);
	const insertSocial = sqlite.prepare(
		'insert into profile_social_links (profile_id, platform, url, position) values (?, ?, ?, ?)',
	);
	const insertMenu = sqlite.prepare(
		`insert into menus (profile_id, title, image_ids, position, created_at) values (?, ?, '[]', ?, ?)`,
	);
	const insertMenuItem = sqlite.prepare(
		'insert into menu_items (menu_id, name, price_cents, description, position) values (?, ?, ?, ?, ?)',
	);
	const insertOffer = sqlite.prepare(
		`insert into offers (profile_id, title, description, max_redemptions, redeemed_count, starts_on, ends_on, created_at)
		values (?, ?, ?, ?, ?, ?, ?, ?)`,
	);
	const insertRedemption = sqlite.prepare(
		'insert into offer_redemptions (offer_id, user_id, created_at) values (?, ?, ?)',
	);
	const insertHighlight = sqlite.prepare('insert into highlights (profile_id, title, created_at) values (?, ?, ?)');
	const insertSlide = sqlite.prepare('insert into slides (profile_id, title, rating, created_at) values (?, ?, ?, ?)');
	const insertReview = sqlite.prepare(
		`insert into reviews (profile_id, author_id, rating, comment, reply, replied_at, created_at, updated_at)
		values (?, ?, ?, ?, ?, ?, ?, ?)`,
	);

	const counts: WriteCounts = { profiles: 0, reviews: 0, hours: 0, menus: 0, menuItems: 0, offers: 0, redemptions: 0 };

	function addUser(user: NewDemoUser, subscription?: { id: string; nextBillingAt: number }) {
		const { person } = user;
		insertUser.run(
			user.id,
			person.firstName,
			person.lastName,
			user.email,
			person.phone,
			passwordHash,
			person.dateOfBirth,
			user.accountKind,
			user.accountKind === 'customer' ? 'Customer' : 'Seller',
			user.accountKind === 'customer' ? null : user.accountKind,
			user.referralCode,
			subscription?.id ?? null,
			subscription?.nextBillingAt ?? null,
			user.createdAt,
		);
		if (subscription)
			insertSubscription.run(subscription.id, user.id, SEARCH_BOOST_PLAN, subscription.nextBillingAt, user.createdAt);
	}

	/**
	 * Inserts one profile and its parts. Reviews and redemptions are by `reviewers` (never the owner),
	 * drawn with `random`, so the same seed gives the same authors.
	 */
	function addProfile(ownerId: string, p: DemoProfile, reviewers: readonly string[], random: Random): number {
		const verifiedAt = p.verified ? p.createdAt + DAY_MS : null;
		const id = Number(
			insertProfile.run(
				ownerId,
				p.kind,
				p.title,
				p.about,
				p.categorySlug,
				p.jobTypeSlug,
				p.cuisineSlug,
				JSON.stringify(p.tags),
				p.ownerName,
				p.ownerDescription,
				p.website,
				p.phone,
				p.email,
				p.address,
				p.city,
				p.province,
				p.postalCode,
				p.lat,
				p.lng,
				verifiedAt,
				p.freelancerKind,
				p.idNumber,
				p.position,
				p.bloodGroup,
				p.dateOfBirth,
				p.createdAt,
				p.updatedAt,
			).lastInsertRowid,
		);
		counts.profiles++;
		for (const [weekday, opensAt, closesAt] of p.hours) insertHours.run(id, weekday, opensAt, closesAt);
		counts.hours += p.hours.length;
		for (const [position, [title, type]] of p.features.entries()) insertFeature.run(id, title, type, position);
		for (const [position, [platform, url]] of p.socialLinks.entries()) insertSocial.run(id, platform, url, position);
		for (const [position, menu] of p.menus.entries()) {
			const menuId = insertMenu.run(id, menu.title, position, p.createdAt).lastInsertRowid;
			for (const [itemPosition, [name, pesos, description]] of menu.items.entries())
				insertMenuItem.run(menuId, name, pesos * 100, description, itemPosition);
			counts.menus++;
			counts.menuItems += menu.items.length;
		}
		for (const offer of p.offers) {
			const takers = random.sample(reviewers, offer.redemptions);
			const offerId = insertOffer.run(
				id,
				offer.title,
				offer.description,
				offer.maxRedemptions,
				takers.length,
				offer.startsOn,
				offer.endsOn,
				p.createdAt,
			).lastInsertRowid;
			for (const userId of takers) insertRedemption.run(offerId, userId, Date.parse(`${offer.startsOn}T16:00:00Z`));
			counts.offers++;
			counts.redemptions += takers.length;
		}
		for (const title of p.highlights) insertHighlight.run(id, title, p.createdAt);
		for (const [title, rating] of p.slides) insertSlide.run(id, title, rating, p.createdAt);
		const authors = random.sample(reviewers, p.reviews.length);
		p.reviews.forEach((review, index) => {
			const authorId = authors[index];
			if (!authorId) return;
			const repliedAt = review.reply ? review.createdAt + DAY_MS : null;
			insertReview.run(
				id,
				authorId,
				review.rating,
				review.comment,
				review.reply,
				repliedAt,
				review.createdAt,
				review.createdAt,
			);
			counts.reviews++;
		});
		return id;
	}

	return { addUser, addProfile, counts, transaction: <T>(fn: () => T) => sqlite.transaction(fn).immediate() };
}

export type DemoWriter = ReturnType<typeof createDemoWriter>;
