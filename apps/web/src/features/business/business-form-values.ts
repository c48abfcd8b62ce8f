import { BUSINESS_COLUMNS, type BusinessProfileFormValues, emptyColumns, formColumns } from '@edge/api/schemas';
import { phoneForForm } from '../../lib/phone-input';
import type { BusinessProfileView } from './business-types';

/**
 * What the form edits: the schema's input, except that the map location is null until picked
 * (the schema then answers 'Mark the location on the map').
 */
export type BusinessFormValues = Omit<BusinessProfileFormValues, 'lat' | 'lng'> & {
	lat: number | null;
	lng: number | null;
};

/** The plain columns (BUSINESS_COLUMNS) start from their rules' empty values; the rest here. */
export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
	...emptyColumns(BUSINESS_COLUMNS),
	categorySlug: '',
	rnc: '',
	city: '',
	province: '',
	hours: [],
	features: [],
	socialLinks: [],
};

/** A stored profile as form values, for editing. */
export function formValuesOf(view: BusinessProfileView): BusinessFormValues {
	return {
		...formColumns(BUSINESS_COLUMNS, view),
		categorySlug: view.category?.slug ?? '',
		// The owner's view has the number whole (a cédula is masked only for others).
		rnc: view.taxId?.number ?? '',
		phone: phoneForForm(view.phone),
		// The pickers hold slugs; a place typed before the lists matched none and stays on the page.
		city: view.municipalitySlug ?? '',
		province: view.provinceSlug ?? '',
		hours: view.hours,
		features: view.features,
		socialLinks: view.socialLinks,
	};
}
