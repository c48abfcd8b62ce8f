import {
	emptyColumns,
	formColumns,
	RESTAURANT_COLUMNS,
	type RestaurantProfileInput,
	restaurantProfileInput,
} from '@edge/api/schemas';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { PhoneInput, phoneForForm } from '../../lib/phone-input';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { ColumnInputs } from '../directory/column-inputs';
import { HoursEditor } from '../directory/hours-editor';
import { PlaceSelects, placeFieldProps } from '../directory/place-selects';
import { ImageUploadField } from '../images/image-upload-field';
import { LocationPicker } from '../maps';
import type { ReferenceOption, RestaurantView } from './restaurant-types';

type FormValues = Required<Omit<RestaurantProfileInput, 'imageId' | 'bannerId'>> & {
	lat: number | null;
	lng: number | null;
	imageId: string | null;
	bannerId: string | null;
};

function initialValues(restaurant?: RestaurantView): FormValues {
	return {
		// The plain columns (RESTAURANT_COLUMNS) from their rules; the rest here.
		...(restaurant ? formColumns(RESTAURANT_COLUMNS, restaurant) : emptyColumns(RESTAURANT_COLUMNS)),
		description: restaurant?.description ?? '',
		// The pickers hold slugs; a place typed before the lists matched none and stays on the page.
		city: restaurant?.municipalitySlug ?? '',
		province: restaurant?.provinceSlug ?? '',
		phone: phoneForForm(restaurant?.phone),
		cuisineSlug: restaurant?.cuisine?.slug ?? '',
		jobTypeSlug: restaurant?.jobType?.slug ?? '',
		hours: restaurant?.hours ?? [],
	};
}

interface RestaurantFormProps {
	/** The restaurant to edit; without it the form creates one. */
	restaurant?: RestaurantView;
	onSaved: (id: number) => void;
	onCancel?: () => void;
}

/**
 * Create or edit a restaurant. Values live in the form until the server accepts them, so a failed
 * save (a field error, a network error) leaves everything typed where it was.
 */
export function RestaurantForm({ restaurant, onSaved, onCancel }: RestaurantFormProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const queryClient = useQueryClient();
	const options = useQuery(trpc.restaurant.formOptions.queryOptions());
	const form = useForm<FormValues>({
		mode: 'controlled',
		initialValues: initialValues(restaurant),
		validate: schemaResolver(restaurantProfileInput, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const described = { columns: RESTAURANT_COLUMNS, catalog: 'restaurant.form', testId: 'restaurant', input, t };
	const create = useMutation(trpc.restaurant.create.mutationOptions());
	const update = useMutation(trpc.restaurant.update.mutationOptions());
	const saving = create.isPending || update.isPending;

	const selectData = (list: readonly ReferenceOption[] | undefined) =>
		(list ?? []).map((item) => ({ value: item.slug, label: item[language] }));

	const submit = form.onSubmit(async (values) => {
		try {
			const saved = restaurant
				? await update.mutateAsync({ id: restaurant.id, ...values })
				: await create.mutateAsync(values);
			await queryClient.invalidateQueries(trpc.restaurant.pathFilter());
			notify.success(restaurant ? t('directory.saved') : t('restaurant.created'));
			onSaved(saved.id);
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t, 'restaurant.createError'));
		}
	});

	const hoursError = form.errors.hours;
	// The schema reports a bad range at hours.<index>; the editor shows it under that range.
	const rangeErrors = Object.fromEntries(
		Object.entries(form.errors).flatMap(([path, error]) => {
			const match = /^hours\.(\d+)/.exec(path);
			return match && typeof error === 'string' ? [[Number(match[1]), t(error)]] : [];
		}),
	);
	return (
		<Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="restaurant-form">
			<Title order={1} fz={26} mb="lg">
				{restaurant ? t('restaurant.form.editTitle') : t('restaurant.form.newTitle')}
			</Title>
			<form onSubmit={submit} noValidate>
				<Stack>
					<ColumnInputs section="name" {...described} />
					<Textarea
						label={t('restaurant.form.description')}
						required
						autosize
						minRows={3}
						{...input('description')}
						data-testid="restaurant-description"
					/>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<Select
							label={t('restaurant.form.cuisine')}
							placeholder={t('restaurant.form.pick')}
							data={selectData(options.data?.cuisines)}
							searchable
							required
							{...input('cuisineSlug')}
							data-testid="restaurant-cuisine"
						/>
						<Select
							label={t('restaurant.form.jobType')}
							placeholder={t('restaurant.form.pick')}
							data={selectData(options.data?.jobTypes)}
							searchable
							required
							{...input('jobTypeSlug')}
							data-testid="restaurant-job-type"
						/>
					</SimpleGrid>
					<ColumnInputs section="address" {...described} />
					<SimpleGrid cols={{ base: 1, sm: 3 }}>
						<PlaceSelects {...placeFieldProps(form, input)} testId="restaurant" />
						<PhoneInput
							label={t('restaurant.form.phone')}
							description={t('restaurant.form.phoneHint')}
							{...input('phone')}
							data-testid="restaurant-phone"
						/>
					</SimpleGrid>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<ImageUploadField
							label={t('restaurant.form.image')}
							value={form.values.imageId}
							onChange={(id) => form.setFieldValue('imageId', id)}
							error={typeof form.errors.imageId === 'string' ? t(form.errors.imageId) : undefined}
							testId="restaurant-image"
						/>
						<ImageUploadField
							label={t('restaurant.form.banner')}
							value={form.values.bannerId}
							onChange={(id) => form.setFieldValue('bannerId', id)}
							error={typeof form.errors.bannerId === 'string' ? t(form.errors.bannerId) : undefined}
							testId="restaurant-banner"
						/>
					</SimpleGrid>
					<Stack gap={4}>
						<Text fw={500} fz="sm">
							{t('restaurant.page.location')}
						</Text>
						<LocationPicker
							value={
								form.values.lat !== null && form.values.lng !== null
									? { lat: form.values.lat, lng: form.values.lng }
									: null
							}
							onChange={(point) => form.setValues({ lat: point.lat, lng: point.lng })}
						/>
						{typeof form.errors.lat === 'string' && (
							<Text c="red" fz="sm">
								{t(form.errors.lat)}
							</Text>
						)}
					</Stack>
					<Stack gap={4}>
						<Text fw={500} fz="sm">
							{t('restaurant.form.hours')}
						</Text>
						<Text c="dimmed" fz="xs">
							{t('restaurant.form.hoursHint')}
						</Text>
						<HoursEditor
							value={form.values.hours}
							onChange={(hours) => form.setFieldValue('hours', hours)}
							rangeErrors={rangeErrors}
							error={typeof hoursError === 'string' ? t(hoursError) : undefined}
						/>
					</Stack>
					<Group justify="flex-end">
						{onCancel && (
							<Button variant="default" onClick={onCancel} disabled={saving}>
								{t('restaurant.form.cancel')}
							</Button>
						)}
						<Button type="submit" loading={saving} data-testid="restaurant-submit">
							{restaurant ? t('restaurant.form.save') : t('restaurant.form.create')}
						</Button>
					</Group>
				</Stack>
			</form>
		</Paper>
	);
}
