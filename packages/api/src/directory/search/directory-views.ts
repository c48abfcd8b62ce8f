import type { Db } from '@edge/db';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import { statement } from '../../shared/statement-cache';
import { loadSummaries, type ProfileSummary } from './profile-summary';
import { promotedOwnerIds } from './promoted-owners';
import { decodeCursor, encodeCursor } from './search-cursor';
import { categoryColumns } from './search-filters';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;

export interface CategoryCount {
	slug: string;
	es: string;
	en: string;
	count: number;
}

// One GROUP BY over the (category_slug, id) index, joined to the list so empty categories show 0.
const CATEGORIES_SQL = `
SELECT bc.slug, bc.name_es AS es, bc.name_en AS en, coalesce(c.n, 0) AS count
FROM business_categories bc
LEFT JOIN (SELECT category_slug, count(*) AS n FROM profiles WHERE category_slug IS NOT NULL AND owner_suspended_at IS NULL GROUP BY category_slug) c
	ON c.category_slug = bc.slug
ORDER BY bc.sort_order, bc.slug`;

/** directory.categories: every business category with how many profiles it holds. */
export function categoriesWithCounts(db: Db): CategoryCount[] {
	return statement(db, CATEGORIES_SQL).all() as CategoryCount[];
}

const NAME_SQL = `
SELECT slug, name_es AS es, name_en AS en FROM business_categories WHERE slug = @slug
UNION ALL SELECT slug, name_es, name_en FROM job_types WHERE slug = @slug
UNION ALL SELECT slug, name_es, name_en FROM restaurant_types WHERE slug = @slug
LIMIT 1`;

/** directory.category: the names and count of one slug of any list; NOT_FOUND for an unknown slug. */
export function categoryBySlug(db: Db, slug: string): CategoryCount {
	const row = statement(db, NAME_SQL).get({ slug }) as Omit<CategoryCount, 'count'> | undefined;
	if (!row) throw new AppError('NOT_FOUND', 'search.categoryNotFound');
	const where = categoryColumns(db, slug)
		.map((column) => `${column} = @slug`)
		.join(' OR ');
	const { count } = statement(
		db,
		`SELECT count(*) AS count FROM profiles WHERE (${where}) AND owner_suspended_at IS NULL`,
	).get({ slug }) as {
		count: number;
	};
	return { ...row, count };
}

export interface ActivityPage {
	items: ProfileSummary[];
	nextCursor: string | null;
}

/** directory.activity: profiles most recently added or updated, newest change first. */
export function recentActivity(deps: Deps, input: { cursor?: string; limit: number }): ActivityPage {
	const cursor = decodeCursor(input.cursor, 'updated');
	const after = cursor ? 'AND (updated_at < @u OR (updated_at = @u AND id < @id))' : '';
	const rows = statement(
		deps.db,
		`SELECT id, updated_at AS updatedAt FROM profiles WHERE owner_suspended_at IS NULL ${after} ORDER BY updated_at DESC, id DESC LIMIT @limit`,
	).all({ limit: input.limit + 1, ...(cursor ? { u: cursor.u, id: cursor.id } : {}) }) as Array<{
		id: number;
		updatedAt: number;
	}>;
	const page = rows.slice(0, input.limit);
	const last = page.at(-1);
	return {
		items: summaries(
			deps,
			page.map((row) => row.id),
		),
		nextCursor:
			rows.length > input.limit && last ? encodeCursor({ k: 'updated', id: last.id, u: last.updatedAt }) : null,
	};
}

/** directory.mine: every profile the user owns, any kind, newest first (a handful at most). */
export function myProfiles(deps: Deps, userId: string): ProfileSummary[] {
	const rows = statement(deps.db, 'SELECT id FROM profiles WHERE owner_id = ? ORDER BY id DESC').all(userId) as Array<{
		id: number;
	}>;
	return summaries(
		deps,
		rows.map((row) => row.id),
	);
}

export interface HomeSections {
	recentBusinesses: ProfileSummary[];
	topRatedBusinesses: ProfileSummary[];
	freelancers: ProfileSummary[];
	promoted: ProfileSummary[];
}

const HOME_SIZE = 6;

/** directory.home: the home page's sections in one request. */
export function homeSections(deps: Deps): HomeSections {
	const now = deps.clock.now();
	const promoted = promotedOwnerIds(deps.db, now);
	const ids = (sql: string, params: Record<string, string | number> = {}) =>
		(statement(deps.db, sql).all({ limit: HOME_SIZE, ...params }) as Array<{ id: number }>).map((row) => row.id);
	const load = (list: number[]) => loadSummaries(deps.db, list, { now, promotedOwners: new Set(promoted) });
	return {
		recentBusinesses: load(
			ids(
				`SELECT id FROM profiles WHERE kind = 'business' AND owner_suspended_at IS NULL ORDER BY id DESC LIMIT @limit`,
			),
		),
		topRatedBusinesses: load(
			ids(`SELECT id FROM profiles WHERE kind = 'business' AND rating_count > 0 AND owner_suspended_at IS NULL
				ORDER BY rating_sum * 1.0 / rating_count DESC, rating_count DESC, id DESC LIMIT @limit`),
		),
		freelancers: load(
			ids(
				`SELECT id FROM profiles WHERE kind = 'freelancer' AND owner_suspended_at IS NULL ORDER BY id DESC LIMIT @limit`,
			),
		),
		promoted: load(
			ids(
				'SELECT id FROM profiles WHERE owner_id IN (SELECT value FROM json_each(@owners)) AND owner_suspended_at IS NULL ORDER BY id DESC LIMIT @limit',
				{
					owners: JSON.stringify(promoted),
				},
			),
		),
	};
}

function summaries(deps: Deps, ids: number[]): ProfileSummary[] {
	const now = deps.clock.now();
	return loadSummaries(deps.db, ids, { now, promotedOwners: new Set(promotedOwnerIds(deps.db, now)) });
}

export interface CategoryOption {
	slug: string;
	es: string;
	en: string;
}

export interface CategoryOptions {
	categories: CategoryOption[];
	jobTypes: CategoryOption[];
	cuisines: CategoryOption[];
}

const optionsOf = (db: Db, table: string) =>
	statement(
		db,
		`SELECT slug, name_es AS es, name_en AS en FROM ${table} ORDER BY sort_order, slug`,
	).all() as CategoryOption[];

/** directory.categoryOptions: the three lists a search can filter by, for the filter's choices. */
export function categoryOptions(db: Db): CategoryOptions {
	return {
		categories: optionsOf(db, 'business_categories'),
		jobTypes: optionsOf(db, 'job_types'),
		cuisines: optionsOf(db, 'restaurant_types'),
	};
}
