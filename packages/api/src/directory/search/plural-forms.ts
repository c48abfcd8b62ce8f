import { foldWord } from './fold-word';

/**
 * The singular and plural forms of a search word, in Spanish and English, so "bakery" finds
 * "Bakeries and pastry shops" and "panaderías" finds "Panadería Don Juan" (issue 20). A light
 * rule set, not a stemmer: the index keeps whole words (unicode61, accents removed), and a stemming
 * tokenizer (porter) knows English only and would need the index rebuilt. Each word becomes the
 * few forms its ending allows, ORed in the MATCH expression (match-expression.ts).
 *
 * Works on the word folded as the index folds it (lower case, accents removed), since the suffixes
 * added must meet the indexed spelling: "camión" → "camion" → "camiones".
 */
const VOWEL = /[aeiou]$/;
/** Shorter words are left as typed: "es", "la", "bus" have no plural worth guessing. */
const MIN_LENGTH = 3;

/** Other forms of the word (never the word itself), most likely first. */
export function pluralForms(word: string): string[] {
	const w = foldWord(word);
	if ([...w].length < MIN_LENGTH || /\d/.test(w)) return [];
	const forms = new Set<string>();
	const stem = (cut: number) => w.slice(0, w.length - cut);
	if (w.endsWith('ies')) forms.add(`${stem(3)}y`); // bakeries → bakery
	if (w.endsWith('ces')) forms.add(`${stem(3)}z`); // lápices → lapiz, luces → luz
	if (w.endsWith('es')) forms.add(stem(2)); // talleres → taller, boxes → box
	if (w.endsWith('s') && !w.endsWith('ss')) forms.add(stem(1)); // panaderias → panaderia, plumbers → plumber
	if (!w.endsWith('s')) {
		if (w.endsWith('y') && !VOWEL.test(stem(1)))
			forms.add(`${stem(1)}ies`); // bakery → bakeries
		else if (w.endsWith('z'))
			forms.add(`${stem(1)}ces`); // luz → luces
		else if (VOWEL.test(w) || w.endsWith('y'))
			forms.add(`${w}s`); // panaderia → panaderias, toy → toys
		else forms.add(`${w}es`).add(`${w}s`); // taller → talleres, plumber → plumbers
	}
	forms.delete(w);
	return [...forms].filter((form) => form.length >= 2);
}
