import type { Db, ProfileKind } from '@edge/db';
import { matchExpression } from './match-expression';
import { MAX_SUGGESTIONS } from './search.schema';
import { statement } from './statement-cache';

export type Suggestion =
	| { type: 'profile'; id: number; kind: ProfileKind; title: string }
	| { type: 'category'; slug: string; es: string; en: string };

const MAX_CATEGORY_SUGGESTIONS = 3;

// Names are folded the way the FTS tokenizer folds them, so "elec" suggests "Electrodomésticos".
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const REFERENCE_SQL = `
SELECT slug, name_es AS es, name_en AS en FROM business_categories
UNION ALL SELECT slug, name_es, name_en FROM job_types
UNION ALL SELECT slug, name_es, name_en FROM restaurant_types`;

const TITLES_SQL = `
SELECT p.id, p.kind, p.title FROM (
	SELECT rowid, rank FROM profile_search WHERE profile_search MATCH @match ORDER BY rank LIMIT @limit
) s JOIN profiles p ON p.id = s.rowid ORDER BY s.rank`;

/** directory.suggest: a few categories whose name starts words with what was typed, then profile titles. */
export function suggest(db: Db, q: string): Suggestion[] {
	const typed = words(q);
	// Text without letters or digits ("!!") suggests nothing rather than every category.
	if (typed.length === 0) return [];
	const categories: Suggestion[] = [];
	const seen = new Set<string>();
	const reference = statement(db, REFERENCE_SQL).all() as Array<{ slug: string; es: string; en: string }>;
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
	const titles = statement(db, TITLES_SQL).all({ match, limit: MAX_SUGGESTIONS - categories.length }) as Array<{
		id: number;
		kind: ProfileKind;
		title: string;
	}>;
	return [...categories, ...titles.map((row) => ({ type: 'profile' as const, ...row }))];
}
