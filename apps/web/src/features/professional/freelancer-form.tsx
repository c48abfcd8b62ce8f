import {
	emptyColumns,
	FREELANCER_COLUMNS,
	type FreelancerProfileInput,
	formColumns,
	freelancerProfileInput,
} from '@edge/api/schemas';
import { Button, Divider, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { listErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { PhoneInput, phoneForForm } from '../../lib/phone-input';
import { useTranslation } from '../../lib/use-translation';
import { ColumnInputs } from '../directory/column-inputs';
import { HoursEditor } from '../directory/hours-editor';
import { PlaceSelects, placeFieldProps } from '../directory/place-selects';
import { SocialLinksEditor } from '../directory/social-links-editor';
import { ImageUploadField } from '../images/image-upload-field';
import { LocationPicker } from '../maps';
import { JobTypeSelect } from './job-type-select';
import type { FreelancerView } from './professional-types';

export type FreelancerFormValues = FreelancerProfileInput;

/** A new profile starts from the account's name; the server would use it anyway when left empty. */
export function emptyFreelancerValues(displayName: string): FreelancerFormValues {
	return {
		...emptyColumns(FREELANCER_COLUMNS),
		title: displayName,
		city: '',
		province: '',
		jobTypeSlug: '',
		freelancerKind: 'self-employed',
		idNumber: '',
		hours: [],
		socialLinks: [],
	};
}

/** The form's values for an existing profile (the owner's view has the cédula in the clear). */
export function freelancerValuesOf(view: FreelancerView): FreelancerFormValues {
	return {
		...formColumns(FREELANCER_COLUMNS, view),
		title: view.title,
		// The pickers hold slugs; a place typed before the lists matched none and stays on the page.
		city: view.municipalitySlug ?? '',
		province: view.provinceSlug ?? '',
		jobTypeSlug: view.jobType?.slug ?? '',
		freelancerKind: view.freelancerKind,
		idNumber: view.idNumber ?? '',
		phone: phoneForForm(view.phone),
		hours: view.hours,
		socialLinks: view.socialLinks,
	};
}

interface FreelancerFormProps {
	initialValues: FreelancerFormValues;
	/** Saves the values; a rejection keeps everything typed and shows the server's errors. */
	onSubmit: (values: FreelancerFormValues) => Promise<unknown>;
	submitLabel: string;
	onCancel?: () => void;
}

/** Create and edit a freelancer profile (/manageProfessional), validated with the procedure's schema. */
export function FreelancerForm({ initialValues, onSubmit, submitLabel, onCancel }: FreelancerFormProps) {
	const { t } = useTranslation();
	const form = useForm<FreelancerFormValues>({
		mode: 'controlled',
		initialValues,
		validate: schemaResolver(freelancerProfileInput, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const hoursErrors = listErrors(form.errors, 'hours', t);
	const linkErrors = listErrors(form.errors, 'socialLinks', t);
	const { lat, lng } = form.values;

	const submit = form.onSubmit(async (values) => {
		try {
			await onSubmit(values);
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	return (
		<form onSubmit={submit} noValidate data-testid="freelancer-form">
			<Stack gap="md">
				<ImageUploadField
					label={t('professional.form.image')}
					value={form.values.imageId}
					onChange={(id) => form.setFieldValue('imageId', id)}
					error={input('imageId').error}
					testId="freelancer-image"
				/>
				<TextInput
					label={t('professional.form.title')}
					description={t('professional.form.titleHint')}
					{...input('title')}
				/>
				<ColumnInputs
					section="about"
					columns={FREELANCER_COLUMNS}
					catalog="professional.form"
					testId="freelancer"
					input={input}
					t={t}
				/>
				<JobTypeSelect label={t('professional.form.jobType')} required {...input('jobTypeSlug')} />
				<Stack gap={4}>
					<Text fw={500} fz="sm">
						{t('professional.form.freelancerKind')}
					</Text>
					<SegmentedControl
						data={[
							{ value: 'self-employed', label: t('professional.kinds.self-employed') },
							{ value: 'independent', label: t('professional.kinds.independent') },
						]}
						{...form.getInputProps('freelancerKind')}
						data-testid="freelancer-kind-control"
					/>
				</Stack>
				{form.values.freelancerKind === 'independent' && (
					<TextInput
						label={t('professional.cedula.label')}
						description={t('professional.cedula.hint')}
						placeholder="000-0000000-0"
						inputMode="numeric"
						required
						{...input('idNumber')}
					/>
				)}
				<PhoneInput
					label={t('professional.form.phone')}
					description={t('professional.form.phoneHint')}
					{...input('phone')}
				/>
				<Divider label={t('professional.freelancer.location')} labelPosition="left" />
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<PlaceSelects {...placeFieldProps(form, input)} cityRequired testId="freelancer" />
				</SimpleGrid>
				<Stack gap={4}>
					<Text c="dimmed" fz="sm">
						{t('professional.form.locationHint')}
					</Text>
					<LocationPicker
						value={lat !== null && lng !== null ? { lat, lng } : null}
						onChange={(point) => form.setValues({ lat: point.lat, lng: point.lng })}
					/>
					{lat !== null && lng !== null && (
						<Button
							variant="subtle"
							size="xs"
							w="fit-content"
							onClick={() => form.setValues({ lat: null, lng: null })}
							data-testid="freelancer-clear-location"
						>
							{t('professional.form.clearLocation')}
						</Button>
					)}
					{(form.errors.lat || form.errors.lng) && (
						<Text c="red" fz="sm" role="alert">
							{t(String(form.errors.lat ?? form.errors.lng))}
						</Text>
					)}
				</Stack>
				<Divider />
				<Title order={3} fz="md">
					{t('professional.form.hours')}
				</Title>
				<Text c="dimmed" fz="sm">
					{t('professional.form.hoursHint')}
				</Text>
				<HoursEditor
					value={form.values.hours}
					onChange={(hours) => form.setFieldValue('hours', hours)}
					rangeErrors={hoursErrors.byIndex}
					error={hoursErrors.whole}
				/>
				<Divider />
				<Title order={3} fz="md">
					{t('professional.form.socialLinks')}
				</Title>
				<SocialLinksEditor
					value={form.values.socialLinks}
					onChange={(links) => form.setFieldValue('socialLinks', links)}
					errors={linkErrors.byIndexAndPart}
					max={8}
				/>
				{linkErrors.whole && (
					<Text c="red" fz="sm" role="alert">
						{linkErrors.whole}
					</Text>
				)}
				<Group justify="flex-end" gap="sm">
					{onCancel && (
						<Button variant="default" onClick={onCancel}>
							{t('professional.form.cancel')}
						</Button>
					)}
					<Button type="submit" loading={form.submitting} data-testid="freelancer-submit">
						{submitLabel}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
