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
}

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
