/**
 * A job type's name in the current language. Its own module, apart from the picker: a profile page
 * that only names the job type would otherwise load Mantine's Select (Combobox, Popover, Input,
 * FocusTrap: about 60 KB) and evaluate it while the drawn page is taken over.
 */
export function jobTypeName(jobType: { name: { es: string; en: string } } | null, language: string): string | null {
	if (!jobType) return null;
	return language.startsWith('en') ? jobType.name.en : jobType.name.es;
}
