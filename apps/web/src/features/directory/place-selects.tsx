import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { type NamedPlace, type PlaceNames, placeFilter } from './place-filter';

/** A province and municipality, as slugs ('' for none). */
export interface PlaceValue {
	province: string;
	city: string;
}

/** What a form holding `province` and `city` gives the pickers (Mantine's form has this shape). */
interface PlaceForm {
	values: PlaceValue;
	setValues(values: Partial<PlaceValue>): void;
	clearFieldError(path: 'province' | 'city'): void;
}

/**
 * A form's province and city wired to PlaceSelects: the value, the change (both fields at once, their
 * errors cleared) and the translated errors `input` (translatedInputProps) gives.
 */
export function placeFieldProps(
	form: PlaceForm,
	input: (path: 'province' | 'city') => { error?: ReactNode },
): Pick<PlaceSelectsProps, 'value' | 'onChange' | 'provinceError' | 'cityError'> {
	return {
		value: { province: form.values.province, city: form.values.city },
		onChange: (place) => {
			form.setValues(place);
			form.clearFieldError('province');
			form.clearFieldError('city');
		},
		provinceError: input('province').error,
		cityError: input('city').error,
	};
}

/** One empty list while directory.places loads, so the filters are not rebuilt at every render. */
const NO_PLACES: [] = [];

interface PlaceSelectsProps {
	value: PlaceValue;
	onChange: (next: PlaceValue) => void;
	provinceError?: ReactNode;
	cityError?: ReactNode;
	cityRequired?: boolean;
	/** Labels of the empty choice in a filter ("All provinces"); a form shows placeholders instead. */
	anyLabels?: boolean;
	/** data-testid prefix: `<prefix>-province` and `<prefix>-city`. */
	testId: string;
	/** Size and width, for the filters' smaller pickers. */
	selectProps?: Partial<SelectProps>;
}

/**
 * The pickers' filters: each option by its slug, with the names that find it (place-filter.ts). An
 * answer kept from before directory.places sent aliases (the service worker keeps it up to a week)
 * has none: its places are found by their names alone.
 */
function usePlaceFilters(
	provinces: readonly (NamedPlace & { slug: string; municipalities: (NamedPlace & { slug: string })[] })[],
) {
	return useMemo(() => {
		const names = (place: NamedPlace): PlaceNames => ({ name: place.name, aliases: place.aliases ?? [] });
		const provinceNames = new Map<string, PlaceNames>();
		const municipalityNames = new Map<string, PlaceNames>();
		for (const province of provinces) {
			const wholeNames: string[] = [];
			for (const item of province.municipalities) {
				const place = names(item);
				municipalityNames.set(item.slug, place);
				wholeNames.push(place.name, ...place.aliases);
			}
			provinceNames.set(province.slug, { ...names(province), wholeNames });
		}
		return { province: placeFilter(provinceNames), municipality: placeFilter(municipalityNames) };
	}, [provinces]);
}

/**
 * The province and municipality pickers (issue 20): searchable lists of the 32 first-level units
 * and their municipalities, from directory.places. Without a province the municipalities are listed
 * under their provinces, and choosing one fills its province; another province (or none) clears the
 * municipality, so the pair is always one the server accepts. What is typed is matched as the search
 * matches (accents and case aside) against the names and the other names of each place ("Higuey",
 * "Punta Cana" and "Bávaro" find Higüey; a province also by one of its municipalities' names), and
 * nothing matching says so ("No encontramos ese municipio").
 */
export function PlaceSelects({
	value,
	onChange,
	provinceError,
	cityError,
	cityRequired,
	anyLabels,
	testId,
	selectProps,
}: PlaceSelectsProps) {
	const { t } = useTranslation();
	const places = useQuery({ ...trpc.directory.places.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
	const provinces = places.data ?? NO_PLACES;
	const filters = usePlaceFilters(provinces);
	const chosen = provinces.find((province) => province.slug === value.province);
	const municipalityData = chosen
		? chosen.municipalities.map((item) => ({ value: item.slug, label: item.name }))
		: provinces.map((province) => ({
				group: province.name,
				items: province.municipalities.map((item) => ({ value: item.slug, label: item.name })),
			}));
	const provinceOf = (city: string) =>
		provinces.find((province) => province.municipalities.some((item) => item.slug === city))?.slug ?? '';
	const shared: Partial<SelectProps> = {
		// Until the lists arrive there is nothing to pick, and Mantine would clear what was typed
		// when they do: the pickers wait, visibly, instead of losing the text.
		disabled: !places.data,
		searchable: true,
		clearable: true,
		comboboxProps: { withinPortal: true, keepMounted: false },
		...selectProps,
	};

	return (
		<>
			<Select
				{...shared}
				label={t('directory.places.province')}
				placeholder={t(anyLabels ? 'directory.places.anyProvince' : 'directory.places.provincePlaceholder')}
				data={provinces.map((province) => ({ value: province.slug, label: province.name }))}
				filter={filters.province}
				nothingFoundMessage={t('directory.places.noProvince')}
				value={value.province || null}
				onChange={(province) => {
					const next = province ?? '';
					const keepsCity = next !== '' && provinceOf(value.city) === next;
					onChange({ province: next, city: keepsCity ? value.city : '' });
				}}
				error={provinceError}
				data-testid={`${testId}-province`}
			/>
			<Select
				{...shared}
				label={t('directory.places.municipality')}
				placeholder={t(anyLabels ? 'directory.places.anyMunicipality' : 'directory.places.municipalityPlaceholder')}
				required={cityRequired}
				data={municipalityData}
				filter={filters.municipality}
				nothingFoundMessage={
					chosen
						? t('directory.places.noMunicipalityInProvince', { province: chosen.name })
						: t('directory.places.noMunicipality')
				}
				value={value.city || null}
				onChange={(city) => {
					const next = city ?? '';
					onChange({ province: next ? provinceOf(next) || value.province : value.province, city: next });
				}}
				error={cityError}
				data-testid={`${testId}-city`}
			/>
		</>
	);
}
