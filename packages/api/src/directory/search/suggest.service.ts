import type { Db, ProfileKind } from '@edge/db';
import { statement } from '../../shared/statement-cache';
import { foldWord } from './fold-word';
import { matchExpression } from './match-expression';
import { MAX_SUGGESTIONS, type SuggestInput } from './search.schema';

export type Suggestion =
	| { type: 'profile'; id: number; kind: ProfileKind; title: string }
	| { type: 'category'; slug: string; es: string; en: string };

const MAX_CATEGORY_SUGGESTIONS = 3;

// Names are folded the way the FTS tokenizer folds them, so "elec" suggests "Electrodomésticos".
const words = (text: string) => foldWord(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const LIST_SQL = {
	categories: 'SELECT slug, name_es AS es, name_en AS en FROM business_categories ORDER BY sort_order',
	jobTypes: 'SELECT slug, name_es AS es, name_en AS en FROM job_types ORDER BY sort_order',
	cuisines: 'SELECT slug, name_es AS es, name_en AS en FROM restaurant_types ORDER BY sort_order',
};

/** The lists whose slugs filter a listing of this kind (see search-filters.ts: any list matches). */
function listsFor(kind: ProfileKind | undefined): Array<keyof typeof LIST_SQL> {
	if (kind === 'restaurant') return ['cuisines'];
	if (kind === 'freelancer' || kind === 'employee') return ['jobTypes'];
	if (kind === 'business') return ['categories'];
	return ['categories', 'jobTypes', 'cuisines'];
}

const TITLES_SQL = `
SELECT p.id, p.kind, p.title FROM (
	SELECT rowid, rank FROM profile_search WHERE profile_search MATCH @match ORDER BY rank LIMIT @limit
) s JOIN profiles p ON p.id = s.rowid WHERE p.owner_suspended_at IS NULL ORDER BY s.rank`;

// With a kind, the filter has to apply before the limit: FTS5 hands rows over in rank order and the
// join stops once enough of that kind are found.
const TITLES_OF_KIND_SQL = `
SELECT p.id, p.kind, p.title FROM profile_search s JOIN profiles p ON p.id = s.rowid
WHERE profile_search MATCH @match AND p.kind = @kind AND p.owner_suspended_at IS NULL ORDER BY s.rank LIMIT @limit`;

/** directory.suggest: a few categories whose name starts words with what was typed, then profile titles. */
export function suggest(db: Db, { q, kind }: SuggestInput): Suggestion[] {
	const typed = words(q);
	// Text without letters or digits ("!!") suggests nothing rather than every category.
	if (typed.length === 0) return [];
	const categories: Suggestion[] = [];
	const seen = new Set<string>();
	const reference = listsFor(kind).flatMap(
		(list) => statement(db, LIST_SQL[list]).all() as Array<{ slug: string; es: string; en: string }>,
	);
	for (const row of reference) {
		if (categories.length >= MAX_CATEGORY_SUGGESTIONS) break;
		if (seen.has(row.slug)) continue;
		const nameWords = [...words(row.es), ...words(row.en)];
		if (typed.every((term) => nameWords.some((word) => word.startsWith(term)))) {
			seen.add(row.slug);
			categories.push({ type: 'category', ...row });
		}
	}
	const match = matchExpression(q, { column: 'title' });
	if (!match) return categories;
	const limit = MAX_SUGGESTIONS - categories.length;
	const titles = (
		kind
			? statement(db, TITLES_OF_KIND_SQL).all({ match, kind, limit })
			: statement(db, TITLES_SQL).all({ match, limit })
	) as Array<{
		id: number;
		kind: ProfileKind;
		title: string;
	}>;
	return [...categories, ...titles.map((row) => ({ type: 'profile' as const, ...row }))];
}
