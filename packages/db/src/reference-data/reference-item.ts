/** One entry of a bilingual reference list; the slug is stable and used in URLs (/categories/{slug}). */
export interface ReferenceItem {
	slug: string;
	es: string;
	en: string;
}
