/**
 * Builds an FTS5 MATCH expression from what a visitor typed. User text never reaches FTS5 syntax:
 * only runs of letters and digits survive, each one quoted, so `"`, `*`, `NEAR`, `-` or `:` cannot
 * change the query. Terms are ANDed (FTS5's default); the last one is a prefix (`"caf"*`) because it
 * is usually still being typed, unless it is one character: prefix indexes start at two, and a
 * one-letter prefix would match most of the table.
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
	const quoted = terms.map((term, index) => {
		const last = index === terms.length - 1;
		return last && [...term].length >= 2 ? `"${term}"*` : `"${term}"`;
	});
	const expression = quoted.join(' ');
	return options.column ? `{${options.column}} : (${expression})` : expression;
}
