import { foldWord } from './fold-word';
import { pluralForms } from './plural-forms';

/**
 * Builds an FTS5 MATCH expression from what a visitor typed. User text never reaches FTS5 syntax:
 * only runs of letters and digits survive, each one quoted, so `"`, `*`, `NEAR`, `-` or `:` cannot
 * change the query. Terms are ANDed; the last one is a prefix (`"caf"*`) because it
 * is usually still being typed, unless it is one character: prefix indexes start at two, and a
 * one-letter prefix would match most of the table.
 *
 * Each term also matches its singular or plural forms (plural-forms.ts), ORed as whole words:
 * `bakery` is `("bakery"* OR "bakeries")`. Measured at 100,000 profiles (docs/bench.md, "Directory").
 */
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function matchExpression(text: string | undefined | null, options: { column?: string } = {}): string | null {
	if (!text) return null;
	const terms = (text.normalize('NFC').match(TOKEN) ?? [])
		.slice(0, MAX_TERMS)
		.map((term) => term.slice(0, MAX_TERM_LENGTH));
	if (terms.length === 0) return null;
	const groups = terms.map((term, index) => {
		const prefix = index === terms.length - 1 && [...term].length >= 2;
		const typed = prefix ? `"${term}"*` : `"${term}"`;
		// A prefix already matches the forms that start with it (panaderia* finds panaderias).
		const forms = pluralForms(term)
			.filter((form) => !(prefix && form.startsWith(foldWord(term))))
			.map((form) => `"${form}"`);
		return forms.length > 0 ? `(${[typed, ...forms].join(' OR ')})` : typed;
	});
	// FTS5 ANDs bare phrases side by side, but a parenthesised group needs the explicit AND.
	const expression = groups.join(' AND ');
	return options.column ? `{${options.column}} : (${expression})` : expression;
}
