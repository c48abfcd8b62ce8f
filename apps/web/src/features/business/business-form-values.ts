import type { BusinessProfileFormValues } from '@edge/api/schemas';
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

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
	title: '',
	about: '',
	ownerName: '',
	ownerDescription: '',
	tags: [],
	categorySlug: '',
	website: '',
	rnc: '',
	phone: '',
	email: '',
	address: '',
	lat: null,
	lng: null,
	country: 'DO',
	city: '',
	province: '',
	postalCode: '',
	imageId: null,
	bannerId: null,
	hours: [],
	features: [],
	socialLinks: [],
};

/** A stored profile as form values, for editing. */
export function formValuesOf(view: BusinessProfileView): BusinessFormValues {
	return {
		title: view.title,
		about: view.about,
		ownerName: view.ownerName ?? '',
		ownerDescription: view.ownerDescription ?? '',
		tags: view.tags,
		categorySlug: view.category?.slug ?? '',
		website: view.website ?? '',
		// The owner's view has the number whole (a cédula is masked only for others).
		rnc: view.taxId?.number ?? '',
		phone: phoneForForm(view.phone),
		email: view.email ?? '',
		address: view.address ?? '',
		lat: view.lat,
		lng: view.lng,
		country: view.country ?? 'DO',
		// The pickers hold slugs; a place typed before the lists matched none and stays on the page.
		city: view.municipalitySlug ?? '',
		province: view.provinceSlug ?? '',
		postalCode: view.postalCode ?? '',
		imageId: view.imageId,
		bannerId: view.bannerId,
		hours: view.hours,
		features: view.features,
		socialLinks: view.socialLinks,
	};
}
