/**
 * One address to open for every page the server draws, in every language: what the Lighthouse bench
 * measures (e2e/drawn-pages-bilingual.e2e.ts checks its own pages against the same list). The list is apps/web/src/ssr/drawn-paths.ts, read when the bench or test starts: a
 * page added there is measured without a change here, unless it needs seeded data to open (an id, a
 * slug), which `addressOf` then has to learn.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '@edge/db';
import { type Language, SUPPORTED_LANGUAGES } from '@edge/i18n/languages';
import { REPO_ROOT } from '../../src/env';

/** The seeded rows a drawn page may need to show something: the first visible one of each. */
export interface SeededIds {
	business: number | null;
	restaurant: number | null;
	freelancer: number | null;
	employee: number | null;
	/** A business category with at least one profile in it. */
	categorySlug: string | null;
	/** A wall post that is not hidden. */
	wallPost: number | null;
}

export interface DrawnAddress {
	/** The drawn path as drawn-paths.ts lists it. */
	path: string;
	/** Path and search to open, with seeded data. */
	address: string;
	language: Language;
}

/**
 * The drawn paths, from the web app's own list. Imported by file URL at run time (tsx and vitest
 * read TypeScript), not statically: the server's compile unit does not reach into apps/web.
 */
export async function loadDrawnPaths(): Promise<string[]> {
	const file = join(REPO_ROOT, 'apps/web/src/ssr/drawn-paths.ts');
	const module = (await import(pathToFileURL(file).href)) as { firstViewPaths?: unknown };
	const paths = module.firstViewPaths;
	if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string'))
		throw new Error(`${file} no longer exports firstViewPaths as a list of paths: teach drawn-addresses.ts its shape`);
	return paths as string[];
}

const firstId = (db: Db, sql: string): number | null =>
	(db.$client.prepare(sql).get() as { id: number } | undefined)?.id ?? null;

const firstProfile = (db: Db, kind: string) =>
	firstId(db, `SELECT id FROM profiles WHERE kind = '${kind}' AND owner_suspended_at IS NULL ORDER BY id LIMIT 1`);

export function seededIds(db: Db): SeededIds {
	const category = db.$client
		.prepare(
			"SELECT category_slug AS slug FROM profiles WHERE kind = 'business' AND category_slug IS NOT NULL AND owner_suspended_at IS NULL ORDER BY id LIMIT 1",
		)
		.get() as { slug: string } | undefined;
	return {
		business: firstProfile(db, 'business'),
		restaurant: firstProfile(db, 'restaurant'),
		freelancer: firstProfile(db, 'freelancer'),
		employee: firstProfile(db, 'employee'),
		categorySlug: category?.slug ?? null,
		wallPost: firstId(db, 'SELECT id FROM wall_posts WHERE hidden_at IS NULL ORDER BY id LIMIT 1'),
	};
}

/** Profile pages open one profile by `?id=`; which seeded kind each shows. */
const PROFILE_PAGES: Record<string, keyof SeededIds> = {
	'/businessProfile': 'business',
	'/restaurant-profile': 'restaurant',
	'/professionalProfile': 'freelancer',
	'/employeeProfile': 'employee',
};

/** Path parameters (TanStack's `$name`, or `:name`) and the seeded value each takes. */
const PATH_PARAMS: Record<string, keyof SeededIds> = {
	categoryName: 'categorySlug',
	postId: 'wallPost',
};

function seeded(ids: SeededIds, key: keyof SeededIds, path: string): string {
	const value = ids[key];
	if (value === null) throw new Error(`${path} is drawn but the seeded data has no ${key} to open it with`);
	return String(value);
}

/**
 * The address that shows `path` with seeded content. A path with a parameter this does not know
 * fails loudly: measuring an empty or not-found page would report a figure for the wrong page.
 */
export function addressOf(path: string, ids: SeededIds): string {
	const profile = PROFILE_PAGES[path];
	if (profile) return `${path}?id=${seeded(ids, profile, path)}`;
	return path.replace(/[$:]([A-Za-z]\w*)/g, (_, name: string) => {
		const key = PATH_PARAMS[name];
		if (!key) throw new Error(`${path}: no seeded value for the parameter ${name} (drawn-addresses.ts)`);
		return encodeURIComponent(seeded(ids, key, path));
	});
}

/** Every drawn page in every language, the pages in drawn-paths.ts's order. */
export async function drawnAddresses(db: Db): Promise<DrawnAddress[]> {
	const ids = seededIds(db);
	const paths = await loadDrawnPaths();
	return paths.flatMap((path) => {
		const address = addressOf(path, ids);
		return SUPPORTED_LANGUAGES.map((language) => ({ path, address, language }));
	});
}

/** Which of the drawn pages a run measures: all of them when a list is not given. */
export interface DrawnSelection {
	/** Paths as drawn-paths.ts writes them (`/categories/$categoryName`). */
	paths?: readonly string[];
	languages?: readonly Language[];
}

/**
 * A comma-separated list from the command line (`/categories,/businessProfile`), each item checked
 * against `known`: a misspelt page would otherwise measure nothing and report it as met.
 */
export function parseList<T extends string>(value: string, known: readonly T[], what: string): T[] {
	const items = value
		.split(',')
		.map((item) => item.trim())
		.filter((item) => item !== '');
	if (items.length === 0) throw new Error(`no ${what} given`);
	for (const item of items)
		if (!known.includes(item as T)) throw new Error(`unknown ${what} ${item}: one of ${known.join(', ')}`);
	return items as T[];
}

/** The selection the command line asks for (`--lighthouse-pages`, `--lighthouse-languages`), checked. */
export async function readDrawnSelection(pages?: string, languages?: string): Promise<DrawnSelection> {
	return {
		paths: pages === undefined ? undefined : parseList(pages, await loadDrawnPaths(), 'page'),
		languages: languages === undefined ? undefined : parseList(languages, SUPPORTED_LANGUAGES, 'language'),
	};
}

/** The addresses a run measures, in the drawn list's order (a page-by-page A/B measures a few). */
export function selectDrawnAddresses(addresses: readonly DrawnAddress[], selection: DrawnSelection): DrawnAddress[] {
	return addresses.filter(
		(address) =>
			(!selection.paths || selection.paths.includes(address.path)) &&
			(!selection.languages || selection.languages.includes(address.language)),
	);
}

/** `<html lang="…">` of a drawn page's HTML, or null: which language the server actually drew. */
export function drawnLanguage(html: string): string | null {
	return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null;
}
