/**
 * A kind's plain columns, described once (docs/architecture.md, "Adding a field to a profile"):
 * the form fields stored in the `profiles` column of the same name, shown back under that name by
 * the kind's view and put back in the form from it. The service stores them with `storedColumns`,
 * the view shows them with `shownColumns`, the web form starts from `emptyColumns` and edits from
 * `formColumns`; what is not 1:1 (a slug shown as a named reference, a number masked for others, a
 * field under another name) is written beside them, by hand. Pure: the browser reads it too.
 */

/** How the value the schema gives is stored: as it is, '' or a field left out as null, or lowercased ('' as null). */
export type ColumnStorage = 'asIs' | 'orNull' | 'lowercase';

export interface ColumnRule<Empty = unknown, Storage extends ColumnStorage = ColumnStorage> {
	readonly store: Storage;
	/** The form's value for a new profile, and for a stored null. */
	readonly empty: Empty;
	/** How the form shows it (apps/web's `ColumnInputs`); without, the form writes its input by hand. */
	readonly input?: ColumnInput;
	/** Where the profile page lists it (apps/web's `ColumnLines`); without, the page shows it by hand. */
	readonly page?: string;
}

/**
 * A column's input in the form's shared sections: which input (text, several lines, an e-mail, a
 * URL, digits, or several of fixed `options`), the form's section it sits in, in the description's
 * order, and whether it is required. Its label is the kind's catalog key of the column's name
 * (`business.form.ownerName`), its hint `…Hint` when `hint`, each option `…Options.<option>`.
 */
export interface ColumnInput {
	readonly type: 'text' | 'longText' | 'email' | 'url' | 'digits' | 'choices';
	readonly section: string;
	readonly required?: boolean;
	readonly hint?: boolean;
	readonly autoComplete?: string;
	/** The label's catalog key, when it is not the column's name (a key kept from before: title → `name`). */
	readonly label?: string;
	/** A longText's least and most rows as it grows (3 to 10 without). */
	readonly rows?: readonly [min: number, max: number];
	readonly options?: readonly string[];
}

/** The rule, shown in the form's shared sections as `input` (and on the page's `page` section when given). */
export const inForm = <R extends ColumnRule>(rule: R, input: ColumnInput, page?: string): R => ({
	...rule,
	input,
	...(page === undefined ? {} : { page }),
});

/** Required text, stored as typed (the schema has trimmed it). */
export const text: ColumnRule<'', 'asIs'> = { store: 'asIs', empty: '' };
/** Optional text: '' is stored as null, and null comes back to the form as ''. */
export const optionalText: ColumnRule<'', 'orNull'> = { store: 'orNull', empty: '' };
/** An e-mail address, stored lowercased; '' as null. */
export const emailText: ColumnRule<'', 'lowercase'> = { store: 'lowercase', empty: '' };
/** Any other value (a number, a list, an enum, an upload id), stored as it is; `empty` starts the form. */
export const value = <Empty>(empty: Empty): ColumnRule<Empty, 'asIs'> => ({ store: 'asIs', empty });
/** A value the input may leave out (undefined or null) or send as '': stored as null. */
export const optionalValue = <Empty>(empty: Empty): ColumnRule<Empty, 'orNull'> => ({ store: 'orNull', empty });
/** Several of fixed options (a multi-select), stored as the list chosen; starts empty. */
export const choices = <const O extends readonly string[]>(
	options: O,
	section: string,
	page?: string,
): ColumnRule<O[number][], 'asIs'> => inForm(value<O[number][]>([]), { type: 'choices', section, options }, page);

export type ColumnRules = Readonly<Record<string, ColumnRule>>;

type Stored<V, R> = R extends { store: 'asIs' } ? V : Exclude<V, '' | undefined> | null;

/** The description's columns as the service stores them, from the schema's output. */
export function storedColumns<const C extends ColumnRules, I extends { [K in keyof C]?: unknown }>(
	columns: C,
	input: I,
): { [K in keyof C & keyof I]: Stored<I[K], C[K]> } {
	const stored: Record<string, unknown> = {};
	for (const [key, rule] of Object.entries(columns)) {
		const given = (input as Record<string, unknown>)[key];
		const blank = given === '' || given === undefined || given === null;
		if (rule.store === 'asIs') stored[key] = given;
		else if (blank) stored[key] = null;
		else stored[key] = rule.store === 'lowercase' ? String(given).toLowerCase() : given;
	}
	return stored as { [K in keyof C & keyof I]: Stored<I[K], C[K]> };
}

/** The description's columns as the view shows them: the stored row's values under the same names. */
export function shownColumns<const C extends ColumnRules, R extends { [K in keyof C]: unknown }>(
	columns: C,
	row: R,
): { [K in keyof C]: R[K] } {
	const shown: Record<string, unknown> = {};
	for (const key of Object.keys(columns)) shown[key] = (row as Record<string, unknown>)[key];
	return shown as { [K in keyof C]: R[K] };
}

/** The form's values for a new profile. */
export function emptyColumns<const C extends ColumnRules>(columns: C): { [K in keyof C]: C[K]['empty'] } {
	const empty: Record<string, unknown> = {};
	for (const [key, rule] of Object.entries(columns)) empty[key] = rule.empty;
	return empty as { [K in keyof C]: C[K]['empty'] };
}

/** The form's values for a stored profile, from its view: null reads as the rule's empty value. */
export function formColumns<const C extends ColumnRules, V extends { [K in keyof C]: unknown }>(
	columns: C,
	view: V,
): { [K in keyof C]: NonNullable<V[K]> | C[K]['empty'] } {
	const values: Record<string, unknown> = {};
	for (const [key, rule] of Object.entries(columns)) values[key] = (view as Record<string, unknown>)[key] ?? rule.empty;
	return values as { [K in keyof C]: NonNullable<V[K]> | C[K]['empty'] };
}
