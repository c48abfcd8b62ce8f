import type { Db, ProfileKind } from '@edge/db';
import { statement } from '../../shared/statement-cache';
import { type HoursRange, type OpeningStatus, openingStatus } from '../opening-hours';
import { ratingAverage } from '../rating-average';

/** A category, job type or cuisine with its name in both languages; the UI picks the language. */
export interface CategoryLabel {
	slug: string;
	es: string;
	en: string;
}

/** What a card shows about a profile, the same for search results, listings, home and /profile. */
export interface ProfileSummary {
	id: number;
	kind: ProfileKind;
	title: string;
	/** The start of the about text (the card shows two lines). */
	about: string;
	/** Business category; a restaurant's cuisine; a person's job type (falling back to the category). */
	category: CategoryLabel | null;
	city: string | null;
	province: string | null;
	imageId: string | null;
	verified: boolean;
	promoted: boolean;
	ratingCount: number;
	/** rating_sum / rating_count, null without reviews. */
	ratingAverage: number | null;
	openStatus: OpeningStatus;
	/** Kilometres from the searcher, only in "near me" searches. */
	distanceKm: number | null;
	createdAt: number;
	updatedAt: number;
}

interface SummaryRow {
	id: number;
	kind: ProfileKind;
	title: string;
	about: string;
	ownerId: string;
	city: string | null;
	province: string | null;
	imageId: string | null;
	verified: number;
	ratingCount: number;
	ratingSum: number;
	createdAt: number;
	updatedAt: number;
	catSlug: string | null;
	catEs: string | null;
	catEn: string | null;
	jobSlug: string | null;
	jobEs: string | null;
	jobEn: string | null;
	cuisineSlug: string | null;
	cuisineEs: string | null;
	cuisineEn: string | null;
}

const ABOUT_EXCERPT = 160;

const SUMMARY_SQL = `
SELECT p.id, p.kind, p.title, substr(p.about, 1, ${ABOUT_EXCERPT}) AS about, p.owner_id AS ownerId,
	p.city, p.province, p.image_id AS imageId, p.verified_at IS NOT NULL AS verified,
	p.rating_count AS ratingCount, p.rating_sum AS ratingSum, p.created_at AS createdAt, p.updated_at AS updatedAt,
	bc.slug AS catSlug, bc.name_es AS catEs, bc.name_en AS catEn,
	jt.slug AS jobSlug, jt.name_es AS jobEs, jt.name_en AS jobEn,
	rt.slug AS cuisineSlug, rt.name_es AS cuisineEs, rt.name_en AS cuisineEn
FROM profiles p
LEFT JOIN business_categories bc ON bc.slug = p.category_slug
LEFT JOIN job_types jt ON jt.slug = p.job_type_slug
LEFT JOIN restaurant_types rt ON rt.slug = p.cuisine_slug
WHERE p.id IN (SELECT value FROM json_each(?)) AND p.owner_suspended_at IS NULL`;

const HOURS_SQL = `
SELECT profile_id AS profileId, weekday, opens_at AS opensAt, closes_at AS closesAt
FROM profile_hours WHERE profile_id IN (SELECT value FROM json_each(?))`;

function label(slug: string | null, es: string | null, en: string | null): CategoryLabel | null {
	return slug && es !== null && en !== null ? { slug, es, en } : null;
}

function categoryOf(row: SummaryRow): CategoryLabel | null {
	const category = label(row.catSlug, row.catEs, row.catEn);
	const jobType = label(row.jobSlug, row.jobEs, row.jobEn);
	const cuisine = label(row.cuisineSlug, row.cuisineEs, row.cuisineEn);
	if (row.kind === 'restaurant') return cuisine ?? category ?? jobType;
	if (row.kind === 'business') return category ?? jobType;
	return jobType ?? category;
}

export interface SummaryOptions {
	now: Date;
	promotedOwners: ReadonlySet<string>;
	distances?: ReadonlyMap<number, number>;
}

/**
 * The summaries of `ids`, in the order given (missing ids are dropped). Two queries whatever the
 * page size: the rows with their labels, then every row's opening hours.
 */
export function loadSummaries(db: Db, ids: readonly number[], options: SummaryOptions): ProfileSummary[] {
	if (ids.length === 0) return [];
	const json = JSON.stringify(ids);
	const rows = statement(db, SUMMARY_SQL).all(json) as SummaryRow[];
	const hours = statement(db, HOURS_SQL).all(json) as Array<HoursRange & { profileId: number }>;
	const hoursById = new Map<number, HoursRange[]>();
	for (const range of hours) {
		const list = hoursById.get(range.profileId) ?? [];
		list.push({ weekday: range.weekday, opensAt: range.opensAt, closesAt: range.closesAt });
		hoursById.set(range.profileId, list);
	}
	const byId = new Map(rows.map((row) => [row.id, row]));
	const summaries: ProfileSummary[] = [];
	for (const id of ids) {
		const row = byId.get(id);
		if (!row) continue;
		const distance = options.distances?.get(id);
		summaries.push({
			id: row.id,
			kind: row.kind,
			title: row.title,
			about: row.about,
			category: categoryOf(row),
			city: row.city,
			province: row.province,
			imageId: row.imageId,
			verified: row.verified === 1,
			promoted: options.promotedOwners.has(row.ownerId),
			ratingCount: row.ratingCount,
			ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
			openStatus: openingStatus(hoursById.get(id) ?? [], options.now),
			distanceKm: distance === undefined ? null : Math.round(distance * 10) / 10,
			createdAt: row.createdAt,
			updatedAt: row.updatedAt,
		});
	}
	return summaries;
}
