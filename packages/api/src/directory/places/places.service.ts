import { type Db, MUNICIPALITIES, matchPlace, municipalities, PROVINCES, type ProfileRow, provinces } from '@edge/db';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { DbOrTx } from '../../shared/db-tx';

/** What a profile form sends: a province and a municipality (its `city`), each a slug or ''. */
export interface PlaceChoice {
	province?: string;
	city?: string;
}

/** The profile columns a place choice writes: the slugs, and the names for cards and the search index. */
export interface PlaceColumns {
	provinceSlug: string | null;
	municipalitySlug: string | null;
	province: string | null;
	city: string | null;
}

type PlaceRow = { slug: string; name: string };
type MunicipalityRow = PlaceRow & { provinceSlug: string };

/**
 * A slug first (what the pickers send); an API client that sends a name ("Santiago", "Higuey") is
 * read like the seed reads old free text, with the lists' aliases (matchPlace), so nothing depends
 * on knowing the slugs. The row comes from the seeded table either way.
 */
function findProvince(db: DbOrTx, value: string): PlaceRow | undefined {
	const slug = matchPlace(PROVINCES, value)?.slug ?? value;
	return db.select().from(provinces).where(eq(provinces.slug, slug)).get();
}

function findMunicipality(db: DbOrTx, value: string, provinceSlug: string | undefined): MunicipalityRow | undefined {
	const bySlug = db.select().from(municipalities).where(eq(municipalities.slug, value)).get();
	if (bySlug) return bySlug;
	// A name is read within the chosen province first: "Santiago" there is Santiago de los Caballeros.
	const inProvince = provinceSlug ? MUNICIPALITIES.filter((item) => item.provinceSlug === provinceSlug) : [];
	const match = matchPlace(inProvince, value) ?? matchPlace(MUNICIPALITIES, value);
	return match && db.select().from(municipalities).where(eq(municipalities.slug, match.slug)).get();
}

/**
 * Checks a form's province and municipality against the lists: an unknown one, or a municipality
 * of another province, is a field error under its field. A municipality alone gives its province.
 * Without `current`, nothing chosen stores nulls; see keepUnlistedPlace for edits.
 */
export function resolvePlace(db: DbOrTx, choice: PlaceChoice): PlaceColumns {
	const fieldErrors: Record<string, string[]> = {};
	const provinceText = choice.province?.trim() ?? '';
	const cityText = choice.city?.trim() ?? '';
	const province = provinceText ? findProvince(db, provinceText) : undefined;
	if (provinceText && !province) fieldErrors.province = ['directory.places.unknownProvince'];
	const municipality = cityText ? findMunicipality(db, cityText, province?.slug) : undefined;
	if (cityText && !municipality) fieldErrors.city = ['directory.places.unknownMunicipality'];
	if (province && municipality && municipality.provinceSlug !== province.slug) {
		fieldErrors.city = ['directory.places.municipalityOutsideProvince'];
	}
	if (Object.keys(fieldErrors).length > 0) {
		const [first] = Object.values(fieldErrors);
		throw new AppError('BAD_REQUEST', first?.[0] ?? 'errors.badRequest', {}, fieldErrors);
	}
	const provinceRow =
		province ??
		(municipality ? db.select().from(provinces).where(eq(provinces.slug, municipality.provinceSlug)).get() : undefined);
	return {
		provinceSlug: provinceRow?.slug ?? null,
		municipalitySlug: municipality?.slug ?? null,
		province: provinceRow?.name ?? null,
		city: municipality?.name ?? null,
	};
}

/**
 * A profile written before the lists may hold a place that matched none of them (no slug, the
 * typed text kept: docs/decisions.md). Saving the form without choosing a place keeps that text (a
 * typed city too, under the same listed province), so an owner editing something else does not
 * lose it; choosing a place replaces it.
 */
export function keepUnlistedPlace(current: ProfileRow, next: PlaceColumns): PlaceColumns {
	const keptProvince = !next.provinceSlug && !current.provinceSlug;
	const keptCity = !next.municipalitySlug && !current.municipalitySlug && next.provinceSlug === current.provinceSlug;
	return {
		...next,
		province: keptProvince ? current.province : next.province,
		city: keptCity ? current.city : next.city,
	};
}

/** A place as the pickers list it: the aliases are the other names that find it (dominican-places.ts). */
export interface PlaceOption {
	slug: string;
	name: string;
	aliases: readonly string[];
}

export interface ProvinceOption extends PlaceOption {
	municipalities: PlaceOption[];
}

const aliasesBySlug = (items: readonly { slug: string; aliases: readonly string[] }[]) =>
	new Map(items.map((item) => [item.slug, item.aliases]));
const PROVINCE_ALIASES = aliasesBySlug(PROVINCES);
const MUNICIPALITY_ALIASES = aliasesBySlug(MUNICIPALITIES);

/**
 * directory.places: the provinces in the list's order, each with its municipalities, and the aliases
 * each is also known by, which the pickers find it by ("Punta Cana" finds Higüey).
 */
export function placeOptions(db: Db): ProvinceOption[] {
	const byProvince = new Map<string, PlaceOption[]>();
	for (const row of db.select().from(municipalities).orderBy(asc(municipalities.sortOrder)).all()) {
		const list = byProvince.get(row.provinceSlug) ?? [];
		list.push({ slug: row.slug, name: row.name, aliases: MUNICIPALITY_ALIASES.get(row.slug) ?? [] });
		byProvince.set(row.provinceSlug, list);
	}
	return db
		.select({ slug: provinces.slug, name: provinces.name })
		.from(provinces)
		.orderBy(asc(provinces.sortOrder))
		.all()
		.map((province) => ({
			...province,
			aliases: PROVINCE_ALIASES.get(province.slug) ?? [],
			municipalities: byProvince.get(province.slug) ?? [],
		}));
}
