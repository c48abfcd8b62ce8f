import { foldWord } from '@edge/api/fold-word';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** A place as directory.places lists it: its name and the other names it is known by. */
export interface NamedPlace {
	name: string;
	aliases: readonly string[];
}

/** What a picker's option is found by (PlaceSelects builds one per option value). */
export interface PlaceNames extends NamedPlace {
	/**
	 * Names that find the option only when typed whole: a province is found by one of its
	 * municipalities ("Punta Cana" finds La Altagracia), but "San" must not list every province
	 * with a San Something in it.
	 */
	wholeNames?: readonly string[];
}

/** Folded as the search folds it (accents and case), spaces trimmed and single. */
const fold = (text: string) => foldWord(text).trim().replace(/\s+/g, ' ');

/**
 * Why `place` matches what was typed: '' for its own name (or nothing typed), the other name that
 * matched ("Punta Cana" for Higüey), or null when it does not match. Any part of a name matches, as
 * Mantine's own filter reads the label; a whole name only whole.
 */
export function placeMatch(place: PlaceNames, typed: string): string | null {
	const search = fold(typed);
	if (!search || fold(place.name).includes(search)) return '';
	const alias = place.aliases.find((name) => fold(name).includes(search));
	if (alias !== undefined) return alias;
	return place.wholeNames?.find((name) => fold(name) === search) ?? null;
}

/**
 * A Select's `filter` over places: an option whose label or other names hold what was typed, its
 * accents and case aside. An option found by another name shows it beside its own ("Higüey (Punta
 * Cana)"), so the visitor sees why: only the list shows that label, since the Select takes the chosen
 * option's label from its data. Groups keep their matching options, and go when none match.
 */
export function placeFilter(places: ReadonlyMap<string, PlaceNames>): OptionsFilter {
	const keep = (item: ComboboxItem, search: string): ComboboxItem | null => {
		const place = places.get(item.value) ?? { name: item.label, aliases: [] };
		const match = placeMatch(place, search);
		if (match === null) return null;
		return match === '' ? item : { ...item, label: `${item.label} (${match})` };
	};
	return ({ options, search, limit }) => {
		const result: ComboboxParsedItem[] = [];
		let count = 0;
		for (const option of options) {
			if (count >= limit) break;
			if ('group' in option) {
				const items = option.items
					.map((item) => keep(item, search))
					.filter((item) => item !== null)
					.slice(0, limit - count);
				count += items.length;
				if (items.length > 0) result.push({ group: option.group, items });
			} else {
				const item = keep(option, search);
				if (item) {
					result.push(item);
					count += 1;
				}
			}
		}
		return result;
	};
}
