import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { MUNICIPALITIES, type MunicipalityItem, matchPlace, PROVINCES } from '../reference-data/dominican-places';
import { profiles } from '../schema/directory/profile.tables';

type Writer = Pick<Db, 'selectDistinct' | 'update'>;

export interface PlaceMatch {
	provinceSlug: string | null;
	municipalitySlug: string | null;
}

/**
 * The places a free-text province and city name, when they name them (accents, case and the usual
 * other spellings aside). A city read as a municipality of another province than the one written
 * is looked up again among that province's own municipalities, and dropped if it is not one; a city
 * alone gives its province.
 */
export function matchFreeTextPlace(province: string | null, city: string | null): PlaceMatch {
	const provinceItem = province ? matchPlace(PROVINCES, province) : undefined;
	let municipality: MunicipalityItem | undefined = city ? matchPlace(MUNICIPALITIES, city) : undefined;
	if (provinceItem && city && municipality && municipality.provinceSlug !== provinceItem.slug) {
		municipality = matchPlace(
			MUNICIPALITIES.filter((item) => item.provinceSlug === provinceItem.slug),
			city,
		);
	}
	return {
		provinceSlug: provinceItem?.slug ?? municipality?.provinceSlug ?? null,
		municipalitySlug: municipality?.slug ?? null,
	};
}

/**
 * Profiles written before the place lists (or by the demo seed) hold a typed province and city:
 * those that name a listed place get its slugs, so the province and municipality filters find
 * them. Their text stays as typed ("Punta Cana" is more precise than its municipality, Higüey),
 * except an empty province, which takes the name of the city's. What matches nothing keeps its
 * text and no slug, still shown and found by the text search (docs/decisions.md). Profiles with a
 * slug are never read again, so this is a no-op after the first run. Returns the profiles placed.
 */
export function linkProfilePlaces(db: Writer): number {
	const unlinked = db
		.selectDistinct({ province: profiles.province, city: profiles.city })
		.from(profiles)
		.where(
			and(
				isNull(profiles.provinceSlug),
				isNull(profiles.municipalitySlug),
				or(isNotNull(profiles.province), isNotNull(profiles.city)),
			),
		)
		.all();
	let placed = 0;
	for (const { province, city } of unlinked) {
		const match = matchFreeTextPlace(province, city);
		if (!match.provinceSlug) continue;
		const provinceName = province || PROVINCES.find((item) => item.slug === match.provinceSlug)?.name || null;
		const result = db
			.update(profiles)
			.set({ ...match, province: provinceName })
			.where(
				and(
					isNull(profiles.provinceSlug),
					isNull(profiles.municipalitySlug),
					// IS, not =: a null province or city is one of the pairs to place.
					sql`${profiles.province} IS ${province}`,
					sql`${profiles.city} IS ${city}`,
				),
			)
			.run();
		placed += result.changes;
	}
	return placed;
}
