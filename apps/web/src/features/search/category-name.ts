/** A reference name in the UI language; anything but Spanish reads the English name. */
export function categoryName(label: { es: string; en: string }, language: string): string {
	return language.startsWith('es') ? label.es : label.en;
}
