import { PAYMENT_METHODS, PROFILE_KINDS, type ProfileKind } from '@edge/api/profile-kinds';
import { Button, Chip, Group, Select, type SelectProps, Text } from '@mantine/core';
import { IconCurrentLocation, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { PlaceSelects } from '../directory/place-selects';
import { useCurrentPosition } from '../maps';
import { categoryName } from './category-name';
import { hasFilters, RADIUS_CHOICES_KM, RATING_CHOICES } from './listing-input';
import { DEFAULT_RADIUS_KM, type FixedFilters, type ListingSearch } from './listing-search';
import type { CategoryOptions } from './search-types';

interface ListingFiltersProps {
	search: ListingSearch;
	fixed: FixedFilters;
	onChange: (next: ListingSearch) => void;
}

const selectProps: Partial<SelectProps> = {
	size: 'sm',
	w: { base: '100%', xs: 200 },
	// The options are drawn when the list opens, not kept hidden in the page from the start: the
	// category list alone was some 140 elements, each list positioned at load (docs/bench.md).
	comboboxProps: { withinPortal: true, keepMounted: false },
};

/** Which reference list a kind is filed under: its category filter offers that list. */
function categoryData(options: CategoryOptions | undefined, kind: ProfileKind | undefined, language: string) {
	if (!options) return [];
	const items = (list: CategoryOptions['categories']) =>
		list.map((option) => ({ value: option.slug, label: categoryName(option, language) }));
	if (kind === 'restaurant') return items(options.cuisines);
	if (kind === 'freelancer' || kind === 'employee') return items(options.jobTypes);
	return items(options.categories);
}

/**
 * The listing's filters; each change rewrites the URL (the listing reads only the URL). A page's
 * fixed filters (its kind or category) are not offered.
 */
export function ListingFilters({ search, fixed, onChange }: ListingFiltersProps) {
	const { t, i18n } = useTranslation();
	const kind = fixed.kind ?? search.kind;
	const options = useQuery({ ...trpc.directory.categoryOptions.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
	const { locate, locating, failed } = useCurrentPosition();
	const set = (patch: Partial<ListingSearch>) => onChange({ ...search, ...patch });
	const near = search.lat !== undefined && search.lng !== undefined;

	const toggleNear = async () => {
		if (near) {
			set({ lat: undefined, lng: undefined, radius: undefined });
			return;
		}
		const position = await locate();
		if (position) set({ lat: position.lat, lng: position.lng, radius: search.radius ?? DEFAULT_RADIUS_KM });
	};

	return (
		<Group gap="sm" align="flex-end" data-testid="listing-filters">
			{!fixed.kind && (
				<Select
					{...selectProps}
					label={t('search.filters.kind')}
					placeholder={t('search.filters.anyKind')}
					clearable
					data={PROFILE_KINDS.map((value) => ({ value, label: t(`directory.kinds.${value}`) }))}
					value={search.kind ?? null}
					// A category of another kind's list would match nothing: changing kind clears it (and the
					// payment methods, which only businesses state).
					onChange={(value) =>
						set({ kind: (value as ProfileKind | null) ?? undefined, category: undefined, pay: undefined })
					}
					data-testid="filter-kind"
				/>
			)}
			{!fixed.category && (
				<Select
					{...selectProps}
					label={t('search.filters.category')}
					placeholder={t('search.filters.anyCategory')}
					clearable
					searchable
					data={categoryData(options.data, kind, i18n.language)}
					value={search.category ?? null}
					onChange={(value) => set({ category: value ?? undefined })}
					data-testid="filter-category"
				/>
			)}
			<PlaceSelects
				value={{ province: search.province ?? '', city: search.city ?? '' }}
				onChange={(place) => set({ province: place.province || undefined, city: place.city || undefined })}
				anyLabels
				testId="filter"
				selectProps={selectProps}
			/>
			<Select
				{...selectProps}
				w={{ base: '100%', xs: 190 }}
				label={t('search.filters.minRating')}
				placeholder={t('search.filters.anyRating')}
				clearable
				data={RATING_CHOICES.map((value) => ({
					value: String(value),
					label: t('search.filters.ratingAtLeast', { count: value }),
				}))}
				value={search.rating !== undefined ? String(search.rating) : null}
				onChange={(value) => set({ rating: value ? Number(value) : undefined })}
				data-testid="filter-rating"
			/>
			{kind === 'business' && (
				<Chip.Group
					multiple
					value={search.pay?.split(',') ?? []}
					onChange={(methods) =>
						set({ pay: PAYMENT_METHODS.filter((method) => methods.includes(method)).join(',') || undefined })
					}
				>
					<Group
						gap={6}
						role="group"
						aria-label={t('search.filters.paymentMethods')}
						data-testid="filter-payment-methods"
					>
						{PAYMENT_METHODS.map((method) => (
							<Chip key={method} value={method} data-testid={`filter-pay-${method}`}>
								{t(`search.filters.paymentMethodsOptions.${method}`)}
							</Chip>
						))}
					</Group>
				</Chip.Group>
			)}
			<Chip
				checked={search.open === true}
				onChange={(checked) => set({ open: checked ? true : undefined })}
				data-testid="filter-open"
			>
				{t('search.filters.openNow')}
			</Chip>
			<Chip checked={near} onChange={() => void toggleNear()} disabled={locating} data-testid="filter-near">
				<Group gap={4} wrap="nowrap" component="span">
					<IconCurrentLocation size={14} aria-hidden />
					{locating ? t('search.filters.locating') : t('search.filters.nearMe')}
				</Group>
			</Chip>
			{near && (
				<Select
					{...selectProps}
					w={{ base: '100%', xs: 110 }}
					label={t('search.filters.radius')}
					allowDeselect={false}
					data={RADIUS_CHOICES_KM.map((value) => ({
						value: String(value),
						label: t('search.filters.radiusKm', { count: value }),
					}))}
					value={String(search.radius ?? DEFAULT_RADIUS_KM)}
					onChange={(value) => set({ radius: Number(value) })}
					data-testid="filter-radius"
				/>
			)}
			{hasFilters(search, ['q']) && (
				<Button
					variant="subtle"
					size="sm"
					leftSection={<IconFilterOff size={16} />}
					onClick={() => onChange({ q: search.q })}
					data-testid="filter-clear"
				>
					{t('search.filters.clear')}
				</Button>
			)}
			{failed && (
				<Text c="red" fz="sm" role="alert" w="100%">
					{t('maps.locationError')}
				</Text>
			)}
		</Group>
	);
}
