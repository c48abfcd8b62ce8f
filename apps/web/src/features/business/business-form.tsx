import {
	BUSINESS_COLUMNS,
	BUSINESS_LIMITS,
	type BusinessProfileFormValues,
	businessProfileInput,
} from '@edge/api/schemas';
import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { fieldError, listErrors, partErrors } from '../../lib/form-errors';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { PhoneInput } from '../../lib/phone-input';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ColumnInputs } from '../directory/column-inputs';
import { HoursEditor } from '../directory/hours-editor';
import { PlaceSelects, placeFieldProps } from '../directory/place-selects';
import { SocialLinksEditor } from '../directory/social-links-editor';
import { ImageUploadField } from '../images/image-upload-field';
import { LocationPicker } from '../maps';
import type { BusinessFormValues } from './business-form-values';
import { FeaturesEditor } from './features-editor';

/** Countries offered; the Dominican Republic first, as nearly every business is there. */
const COUNTRIES = ['DO', 'US', 'PR', 'HT', 'ES', 'CO', 'VE', 'MX'] as const;

interface BusinessFormProps {
	/** Editing this profile; creating a new one without it. */
	profileId?: number;
	initialValues: BusinessFormValues;
	/** After a successful save, with the profile's id. */
	onSaved: (id: number) => void;
	onCancel: () => void;
	/** Shown above the form and disables saving (the one-profile rule, mirrored from the server). */
	blocked?: ReactNode;
}

/**
 * The business profile form: validated with the shared zod schema as the user types and again by
 * the server, whose field errors land under the same fields. A failed save keeps every value.
 */
export function BusinessForm({ profileId, initialValues, onSaved, onCancel, blocked }: BusinessFormProps) {
	const { t, i18n } = useTranslation();
	const queryClient = useQueryClient();
	const [serverProblem, setServerProblem] = useState<{ message: string; needsPlan: boolean } | null>(null);
	const form = useForm<BusinessFormValues>({
		mode: 'controlled',
		initialValues,
		validate: schemaResolver(businessProfileInput, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	// The described columns of one section of the form (profile-columns.ts), drawn from their rules.
	const columnInputs = (section: string) => (
		<ColumnInputs
			section={section}
			columns={BUSINESS_COLUMNS}
			catalog="business.form"
			testId="business"
			input={input}
			t={t}
		/>
	);
	const categories = useQuery(trpc.business.categories.queryOptions());
	const create = useMutation(trpc.business.create.mutationOptions());
	const update = useMutation(trpc.business.update.mutationOptions());
	const saving = create.isPending || update.isPending;

	const submit = form.onSubmit(async (values) => {
		setServerProblem(null);
		// The schema passed, so the location is set.
		const payload = values as BusinessProfileFormValues;
		try {
			const saved = profileId
				? await update.mutateAsync({ ...payload, id: profileId })
				: await create.mutateAsync(payload);
			await queryClient.invalidateQueries(trpc.business.pathFilter());
			notify.success(t(profileId ? 'directory.saved' : 'business.form.created'));
			onSaved(saved.id);
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			const message = translateError(error, t, 'business.form.saveError');
			const key = error instanceof TRPCClientError ? (error.data as { i18nKey?: string } | null)?.i18nKey : undefined;
			setServerProblem({ message, needsPlan: key === 'directory.multiProfileRequired' });
			notify.error(message);
		}
	});

	const categoryOptions = (categories.data ?? []).map((category) => ({
		value: category.slug,
		label: i18n.language === 'en' ? category.nameEn : category.nameEs,
	}));
	const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
	const countryOptions = COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }));
	const location =
		form.values.lat !== null && form.values.lng !== null ? { lat: form.values.lat, lng: form.values.lng } : null;
	const listError = (field: string) => {
		const error = form.errors[field];
		return typeof error === 'string' ? t(error) : undefined;
	};

	return (
		<form onSubmit={submit} noValidate data-testid="business-form">
			<Stack gap="lg">
				{blocked}
				{serverProblem && (
					<Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="business-form-error">
						{serverProblem.message}
						{serverProblem.needsPlan && (
							<ButtonLink
								to="/pricingTable"
								variant="light"
								color="red"
								size="xs"
								mt="xs"
								display="block"
								w="fit-content"
							>
								{t('directory.seePlans')}
							</ButtonLink>
						)}
					</Alert>
				)}

				<Fieldset legend={t('business.form.sections.basics')}>
					<Stack>
						{columnInputs('name')}
						<Select
							label={t('business.form.category')}
							placeholder={t('business.form.categoryPlaceholder')}
							data={categoryOptions}
							searchable
							required
							nothingFoundMessage={t('directory.noMatches')}
							{...input('categorySlug')}
							data-testid="business-category"
						/>
						{columnInputs('basics')}
						<TagsInput
							label={t('business.form.tags')}
							description={t('business.form.tagsHint')}
							maxTags={BUSINESS_LIMITS.tags}
							required
							{...input('tags')}
							error={fieldError(form.errors, 'tags', t)}
							data-testid="business-tags"
						/>
						<SimpleGrid cols={{ base: 1, sm: 2 }}>{columnInputs('owner')}</SimpleGrid>
						<TextInput
							label={t('business.form.rnc')}
							description={t('business.form.rncHint')}
							inputMode="numeric"
							maxLength={BUSINESS_LIMITS.taxId}
							{...input('rnc')}
							data-testid="business-rnc"
						/>
					</Stack>
				</Fieldset>

				<Fieldset legend={t('business.form.sections.contact')}>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<PhoneInput
							label={t('business.form.phone')}
							description={t('business.form.phoneHint')}
							required
							{...input('phone')}
							data-testid="business-phone"
						/>
						{columnInputs('contact')}
					</SimpleGrid>
				</Fieldset>

				<Fieldset legend={t('business.form.sections.location')}>
					<Stack>
						{columnInputs('location')}
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							<PlaceSelects {...placeFieldProps(form, input)} testId="business" />
							{columnInputs('place')}
							<Select
								label={t('business.form.country')}
								data={countryOptions}
								allowDeselect={false}
								{...input('country')}
							/>
						</SimpleGrid>
						<Stack gap={4}>
							<Text fw={500} fz="sm">
								{t('business.form.location')}{' '}
								<Text span c="red" inherit aria-hidden>
									*
								</Text>
							</Text>
							<Text fz="xs" c="dimmed">
								{t('business.form.locationHint')}
							</Text>
							<LocationPicker
								value={location}
								onChange={(point) => {
									form.setValues({ lat: point.lat, lng: point.lng });
									form.clearFieldError('lat');
									form.clearFieldError('lng');
								}}
							/>
							{(form.errors.lat || form.errors.lng) && (
								<Text fz="sm" c="red" role="alert" data-testid="business-location-error">
									{t(String(form.errors.lat ?? form.errors.lng))}
								</Text>
							)}
						</Stack>
					</Stack>
				</Fieldset>

				<Fieldset legend={t('business.form.sections.images')}>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<ImageUploadField
							label={t('business.form.image')}
							value={form.values.imageId}
							onChange={(id) => form.setFieldValue('imageId', id)}
							error={listError('imageId')}
							testId="business-image"
						/>
						<ImageUploadField
							label={t('business.form.banner')}
							value={form.values.bannerId}
							onChange={(id) => form.setFieldValue('bannerId', id)}
							error={listError('bannerId')}
							testId="business-banner"
						/>
					</SimpleGrid>
				</Fieldset>

				<Fieldset legend={t('business.form.sections.hours')}>
					<HoursEditor
						value={form.values.hours}
						onChange={(hours) => form.setFieldValue('hours', hours)}
						rangeErrors={listErrors(form.errors, 'hours', t).byIndex}
						error={listError('hours')}
					/>
				</Fieldset>

				<Fieldset legend={t('business.form.sections.features')}>
					<FeaturesEditor
						value={form.values.features}
						onChange={(features) => form.setFieldValue('features', features)}
						errors={partErrors(listErrors(form.errors, 'features', t), 'title')}
						max={BUSINESS_LIMITS.features}
					/>
					{listError('features') && (
						<Text fz="sm" c="red" role="alert">
							{listError('features')}
						</Text>
					)}
				</Fieldset>

				<Fieldset legend={t('business.form.sections.social')}>
					<SocialLinksEditor
						value={form.values.socialLinks}
						onChange={(links) => form.setFieldValue('socialLinks', links)}
						errors={listErrors(form.errors, 'socialLinks', t).byIndexAndPart}
						max={BUSINESS_LIMITS.socialLinks}
					/>
					{listError('socialLinks') && (
						<Text fz="sm" c="red" role="alert">
							{listError('socialLinks')}
						</Text>
					)}
				</Fieldset>

				<Group justify="flex-end">
					<Button variant="default" onClick={onCancel} disabled={saving}>
						{t('business.form.cancel')}
					</Button>
					<Button type="submit" loading={saving} disabled={Boolean(blocked)} data-testid="business-submit">
						{t(profileId ? 'business.form.save' : 'business.form.create')}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
