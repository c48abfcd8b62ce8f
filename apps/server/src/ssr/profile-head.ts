import { type Db, type ProfileKind, uploads } from '@edge/db';
import { catalogText } from '@edge/i18n';
import type { Language } from '@edge/i18n/languages';
import { eq } from 'drizzle-orm';
import { escapeHtml } from './escape-html';

/** The page of each kind of profile; the id is a search parameter (docs/directory.md). */
export const PROFILE_PAGE_PATHS: Readonly<Record<ProfileKind, string>> = {
	business: '/businessProfile',
	restaurant: '/restaurant-profile',
	freelancer: '/professionalProfile',
	employee: '/employeeProfile',
};

const SCHEMA_TYPE: Readonly<Record<ProfileKind, string>> = {
	business: 'LocalBusiness',
	restaurant: 'Restaurant',
	freelancer: 'Person',
	employee: 'Person',
};

const DESCRIPTION_LENGTH = 200;

interface HeadRow {
	id: number;
	kind: ProfileKind;
	title: string;
	about: string;
	imageId: string | null;
	phone: string | null;
	website: string | null;
	address: string | null;
	city: string | null;
	province: string | null;
	postalCode: string | null;
	country: string | null;
	lat: number | null;
	lng: number | null;
	ratingCount: number;
	ratingSum: number;
	cuisine: string | null;
}

function excerpt(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * The <head> tags of a profile's page: title, description, Open Graph and Twitter cards (so a shared
 * link shows a card in WhatsApp, Facebook or X, none of which run the app's JavaScript), and
 * schema.org data (LocalBusiness, Restaurant or Person) for search engines. Texts are Spanish, the
 * app's default language: crawlers keep no language choice.
 */
export function createProfileHead(db: Db, appUrl: string) {
	const select = db.$client.prepare<[number], HeadRow>(
		`select p.id, p.kind, p.title, p.about, p.image_id as imageId, p.phone, p.website, p.address, p.city,
			p.province, p.postal_code as postalCode, p.country, p.lat, p.lng, p.rating_count as ratingCount,
			p.rating_sum as ratingSum, r.name_es as cuisine
		from profiles p left join restaurant_types r on r.slug = p.cuisine_slug
		where p.id = ? and p.owner_suspended_at is null`,
	);

	function imageUrl(imageId: string | null): string | null {
		if (!imageId) return null;
		const upload = db.select({ format: uploads.format }).from(uploads).where(eq(uploads.id, imageId)).get();
		if (!upload) return null;
		// Link previews want JPEG or PNG: the fallback file, not the WebP one.
		return `${appUrl}/uploads/${imageId}/800.${upload.format === 'png' ? 'png' : 'jpg'}`;
	}

	function structuredData(row: HeadRow, url: string, image: string | null): Record<string, unknown> {
		const data: Record<string, unknown> = {
			'@context': 'https://schema.org',
			'@type': SCHEMA_TYPE[row.kind],
			name: row.title,
			url,
			...(row.about && { description: excerpt(row.about) }),
			...(image && { image }),
		};
		if (row.kind === 'business' || row.kind === 'restaurant') {
			if (row.phone) data.telephone = row.phone;
			if (row.website) data.sameAs = row.website;
			if (row.address || row.city) {
				data.address = {
					'@type': 'PostalAddress',
					...(row.address && { streetAddress: row.address }),
					...(row.city && { addressLocality: row.city }),
					...(row.province && { addressRegion: row.province }),
					...(row.postalCode && { postalCode: row.postalCode }),
					addressCountry: row.country ?? 'DO',
				};
			}
			if (row.lat !== null && row.lng !== null) {
				data.geo = { '@type': 'GeoCoordinates', latitude: row.lat, longitude: row.lng };
			}
			if (row.ratingCount > 0) {
				data.aggregateRating = {
					'@type': 'AggregateRating',
					ratingValue: Math.round((row.ratingSum / row.ratingCount) * 10) / 10,
					reviewCount: row.ratingCount,
					bestRating: 5,
					worstRating: 1,
				};
			}
			if (row.kind === 'restaurant' && row.cuisine) data.servesCuisine = row.cuisine;
		}
		return data;
	}

	/**
	 * The tags for the profile page in the language it is drawn in (draw-language.ts), or null when
	 * no profile of that kind has this id. Each language's page names itself as canonical and the
	 * other as its alternate (`?lang=en`), so a search engine lists the one the reader uses.
	 */
	return function profileHead(kind: ProfileKind, id: number, language: Language = 'es'): string | null {
		const row = select.get(id);
		if (!row || row.kind !== kind) return null;
		const spanishUrl = `${appUrl}${PROFILE_PAGE_PATHS[kind]}?id=${row.id}`;
		const englishUrl = `${spanishUrl}&lang=en`;
		const url = language === 'en' ? englishUrl : spanishUrl;
		const image = imageUrl(row.imageId);
		const kindLabel = catalogText(language, `directory.kinds.${kind}`) ?? '';
		const place = [row.city, row.province].filter(Boolean).join(', ');
		const description = excerpt(row.about || [kindLabel, place].filter(Boolean).join(' · '));
		const title = `${row.title} · Edge`;
		const tags = [
			`<title>${escapeHtml(title)}</title>`,
			`<meta name="description" content="${escapeHtml(description)}" />`,
			`<link rel="canonical" href="${escapeHtml(url)}" />`,
			`<link rel="alternate" hreflang="es" href="${escapeHtml(spanishUrl)}" />`,
			`<link rel="alternate" hreflang="en" href="${escapeHtml(englishUrl)}" />`,
			`<link rel="alternate" hreflang="x-default" href="${escapeHtml(spanishUrl)}" />`,
			`<meta property="og:type" content="${kind === 'business' || kind === 'restaurant' ? 'business.business' : 'profile'}" />`,
			`<meta property="og:site_name" content="Edge" />`,
			`<meta property="og:locale" content="${language === 'en' ? 'en_US' : 'es_DO'}" />`,
			`<meta property="og:locale:alternate" content="${language === 'en' ? 'es_DO' : 'en_US'}" />`,
			`<meta property="og:title" content="${escapeHtml(row.title)}" />`,
			`<meta property="og:description" content="${escapeHtml(description)}" />`,
			`<meta property="og:url" content="${escapeHtml(url)}" />`,
			...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
			`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
			// JSON inside a script element: "<" escaped so no text in it can close the element.
			`<script type="application/ld+json">${JSON.stringify(structuredData(row, url, image)).replace(/</g, '\\u003c')}</script>`,
		];
		return tags.join('\n\t\t');
	};
}

export type ProfileHead = ReturnType<typeof createProfileHead>;
