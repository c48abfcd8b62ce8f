import { EVENT_DESCRIPTION_MAX, EVENT_LINK_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '@edge/api/event-kinds';
import { type CalendarAccess, type EventInput, eventInput } from '@edge/api/schemas';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ImageUploadField } from '../images/image-upload-field';
import { type EventFormState, eventPayload } from './event-form-values';

const validateEvent = schemaResolver(eventInput, { sync: true });

const errorKeyOf = (error: unknown) =>
	error instanceof TRPCClientError ? (error.data as { i18nKey?: string } | null)?.i18nKey : undefined;

interface EventFormProps {
	/** Editing this event; a new one without it. */
	eventId?: number;
	initialValues: EventFormState;
	profiles: CalendarAccess['profiles'];
	/** After a successful save, with the saved event's first start (UTC ISO). */
	onSaved: (startsAt: string) => void;
	onCancel: () => void;
}

/**
 * The event form (create and edit): the shared zod schema checks it as the user types and the
 * server again; the server's field errors land under the same fields. Times are typed as Santo
 * Domingo wall time and sent as UTC. A failed save keeps every value.
 */
export function EventForm({ eventId, initialValues, profiles, onSaved, onCancel }: EventFormProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [problem, setProblem] = useState<{ message: string; needsPlan: boolean } | null>(null);
	const form = useForm<EventFormState>({
		mode: 'controlled',
		initialValues: {
			...initialValues,
			// One profile to post as: chosen already.
			profileId: initialValues.profileId ?? (profiles.length === 1 ? String(profiles[0]?.id) : null),
		},
		validate: (values) => validateEvent(eventPayload(values)),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const create = useMutation(trpc.calendar.create.mutationOptions());
	const update = useMutation(trpc.calendar.update.mutationOptions());
	const saving = create.isPending || update.isPending;

	const submit = form.onSubmit(async (values) => {
		setProblem(null);
		// Validated: every field is present and the times are instants.
		const payload = eventPayload(values) as EventInput;
		try {
			const saved = eventId ? await update.mutateAsync({ ...payload, eventId }) : await create.mutateAsync(payload);
			await queryClient.invalidateQueries(trpc.calendar.pathFilter());
			notify.success(t(eventId ? 'calendar.page.form.saved' : 'calendar.page.form.created'));
			onSaved(saved.startsAt);
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			const message = translateError(error, t, 'calendar.page.form.saveError');
			setProblem({ message, needsPlan: errorKeyOf(error) === 'calendar.errors.actionNotAllowed' });
			notify.error(message);
		}
	});

	const imageError = form.errors.imageId;
	return (
		<form onSubmit={submit} noValidate data-testid="event-form">
			<Stack gap="md">
				{problem && (
					<Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="event-form-error">
						{problem.message}
						{problem.needsPlan && (
							<ButtonLink
								to="/pricingTable"
								variant="light"
								color="red"
								size="xs"
								mt="xs"
								display="block"
								w="fit-content"
							>
								{t('calendar.page.gate.seePlans')}
							</ButtonLink>
						)}
					</Alert>
				)}
				<TextInput
					label={t('calendar.page.form.title')}
					required
					maxLength={EVENT_TITLE_MAX}
					{...input('title')}
					data-testid="event-title"
				/>
				<TextInput
					label={t('calendar.page.form.location')}
					required
					maxLength={EVENT_LOCATION_MAX}
					{...input('location')}
					data-testid="event-location"
				/>
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<TextInput
						type="datetime-local"
						label={t('calendar.page.form.startsAt')}
						description={t('calendar.page.form.timeHint')}
						required
						{...input('startsAt')}
						data-testid="event-starts"
					/>
					<TextInput
						type="datetime-local"
						label={t('calendar.page.form.endsAt')}
						description={t('calendar.page.form.timeHint')}
						required
						{...input('endsAt')}
						data-testid="event-ends"
					/>
				</SimpleGrid>
				<TextInput
					type="url"
					label={t('calendar.page.form.link')}
					placeholder="https://"
					required
					maxLength={EVENT_LINK_MAX}
					{...input('link')}
					data-testid="event-link"
				/>
				<Textarea
					label={t('calendar.page.form.description')}
					required
					autosize
					minRows={4}
					maxRows={12}
					maxLength={EVENT_DESCRIPTION_MAX}
					{...input('description')}
					data-testid="event-description"
				/>
				<ImageUploadField
					label={t('calendar.page.form.image')}
					required
					value={form.values.imageId}
					onChange={(id) => form.setFieldValue('imageId', id)}
					error={typeof imageError === 'string' ? t(imageError) : undefined}
					testId="event-image"
				/>
				<Switch
					label={t('calendar.page.form.repeatsYearly')}
					description={t('calendar.page.form.repeatsYearlyHint')}
					{...input('repeatsYearly', { type: 'checkbox' })}
					data-testid="event-repeats"
				/>
				<Select
					label={t('calendar.page.form.postedBy')}
					placeholder={t('calendar.page.form.postedByPlaceholder')}
					required
					data={profiles.map((profile) => ({ value: String(profile.id), label: profile.title }))}
					allowDeselect={false}
					{...input('profileId')}
					data-testid="event-profile"
				/>
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={onCancel} disabled={saving}>
						{t('common.cancel')}
					</Button>
					<Button type="submit" loading={saving} data-testid="event-submit">
						{t(eventId ? 'calendar.page.form.save' : 'calendar.page.form.create')}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
