import { BLOOD_GROUPS } from '@edge/api/profile-kinds';
import {
	EMPLOYEE_COLUMNS,
	type EmployeeProfileInput,
	employeeProfileInput,
	emptyColumns,
	formColumns,
} from '@edge/api/schemas';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { PhoneInput, phoneForForm } from '../../lib/phone-input';
import { useTranslation } from '../../lib/use-translation';
import { ColumnInputs } from '../directory/column-inputs';
import { ImageUploadField } from '../images/image-upload-field';
import { JobTypeSelect } from './job-type-select';
import type { EmployeeView } from './professional-types';

/** The form edits every field as text; the select starts empty, which the schema refuses until one is chosen. */
export type EmployeeFormValues = Omit<EmployeeProfileInput, 'bloodGroup'> & {
	bloodGroup: EmployeeProfileInput['bloodGroup'] | '';
};

export function emptyEmployeeValues(user: { firstName: string; lastName: string; email: string }): EmployeeFormValues {
	return {
		...emptyColumns(EMPLOYEE_COLUMNS),
		title: `${user.firstName} ${user.lastName}`.trim(),
		email: user.email,
		dateOfBirth: '',
		jobTypeSlug: '',
	};
}

/** The owner's view carries the date of birth; others' views never reach this form. */
export function employeeValuesOf(view: EmployeeView): EmployeeFormValues {
	return {
		...formColumns(EMPLOYEE_COLUMNS, view),
		phone: phoneForForm(view.phone),
		dateOfBirth: view.dateOfBirth ?? '',
		jobTypeSlug: view.jobType?.slug ?? '',
	};
}

interface EmployeeFormProps {
	initialValues: EmployeeFormValues;
	/** Saves the values; a rejection keeps everything typed and shows the server's errors. */
	onSubmit: (values: EmployeeProfileInput) => Promise<unknown>;
	submitLabel: string;
	onCancel?: () => void;
}

/** Create and edit an employee profile (/employeeProfile?new, ?edit), validated with the procedure's schema. */
export function EmployeeForm({ initialValues, onSubmit, submitLabel, onCancel }: EmployeeFormProps) {
	const { t } = useTranslation();
	const form = useForm<EmployeeFormValues>({
		mode: 'controlled',
		initialValues,
		validate: schemaResolver(employeeProfileInput, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const described = { columns: EMPLOYEE_COLUMNS, catalog: 'professional.employee', testId: 'employee', input, t };

	const submit = form.onSubmit(async (values) => {
		try {
			// The resolver has accepted the values, so the blood group is one of the eight.
			await onSubmit(values as EmployeeProfileInput);
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	return (
		<form onSubmit={submit} noValidate data-testid="employee-form">
			<Stack gap="md">
				<ImageUploadField
					label={t('professional.form.image')}
					value={form.values.imageId}
					onChange={(id) => form.setFieldValue('imageId', id)}
					error={input('imageId').error}
					testId="employee-image"
				/>
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<ColumnInputs section="identity" {...described} />
					<PhoneInput
						label={t('professional.employee.phone')}
						description={t('professional.employee.phoneHint')}
						required
						{...input('phone')}
					/>
					{/* Eight fixed choices: the device's own picker is the quickest on a phone. */}
					<NativeSelect
						label={t('professional.employee.bloodGroup')}
						data={[
							{ value: '', label: t('professional.employee.bloodGroupPlaceholder'), disabled: true },
							...BLOOD_GROUPS,
						]}
						required
						{...input('bloodGroup')}
					/>
					<TextInput
						label={t('professional.employee.dateOfBirth')}
						description={t('professional.employee.dateOfBirthHint')}
						type="date"
						required
						{...input('dateOfBirth')}
					/>
				</SimpleGrid>
				<JobTypeSelect label={t('professional.employee.jobType')} required {...input('jobTypeSlug')} />
				<ColumnInputs section="about" {...described} />
				<Group justify="flex-end" gap="sm">
					{onCancel && (
						<Button variant="default" onClick={onCancel}>
							{t('professional.form.cancel')}
						</Button>
					)}
					<Button type="submit" loading={form.submitting} data-testid="employee-submit">
						{submitLabel}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
