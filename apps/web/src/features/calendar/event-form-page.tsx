import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ActionNotAllowed } from './action-not-allowed';
import { santoDomingoDay } from './calendar-time';
import { EventForm } from './event-form';
import { EMPTY_EVENT_FORM, formStateOf } from './event-form-values';
import { FetchFailed } from './fetch-failed';

function FormSkeleton() {
	const { t } = useTranslation();
	return (
		<Stack aria-busy="true" aria-label={t('calendar.page.loading')} data-testid="event-form-loading">
			<Skeleton height={36} />
			<Skeleton height={36} />
			<Skeleton height={36} />
			<Skeleton height={120} />
		</Stack>
	);
}

/**
 * /createEvent (signed in): the event form, or with ?eventId=N the same form for one of the
 * user's own events. Without a plan that unlocks events it says why instead (the server's gate,
 * mirrored through calendar.access), or, when a change onto such a plan is scheduled, that events
 * come with that plan on its date.
 */
export function EventFormPage({ eventId }: { eventId?: number }) {
	const { t } = useTranslation();
	useDocumentTitle(t(eventId ? 'calendar.page.titles.edit' : 'calendar.page.titles.create'));
	const navigate = useNavigate();
	const access = useQuery(trpc.calendar.access.queryOptions());
	const event = useQuery({
		...trpc.calendar.event.queryOptions({ eventId: eventId ?? 0 }),
		enabled: eventId !== undefined,
	});

	const afterSave = (startsAt: string) =>
		void navigate({ to: '/calendar', search: { month: santoDomingoDay(startsAt).slice(0, 7) } });
	const cancel = () => void navigate({ to: '/eventsBusiness' });

	let body: React.ReactNode;
	if (access.isPending || (eventId !== undefined && event.isPending)) body = <FormSkeleton />;
	else if (access.isError) body = <FetchFailed onRetry={() => void access.refetch()} />;
	else if (!access.data.canManage) body = <ActionNotAllowed eventsFrom={access.data.eventsFrom} />;
	else if (eventId !== undefined && event.isError)
		body = isNotFound(event.error) ? (
			<Alert color="red" role="alert" data-testid="event-not-found">
				{translateError(event.error, t)}
			</Alert>
		) : (
			<FetchFailed onRetry={() => void event.refetch()} />
		);
	else if (eventId !== undefined && event.data && !event.data.mine)
		body = (
			<Alert color="red" role="alert" data-testid="event-owner-only">
				{t('calendar.page.form.ownerOnly')}
			</Alert>
		);
	else if (access.data.profiles.length === 0)
		body = (
			<Alert color="yellow" data-testid="event-no-profiles">
				<Text fz="sm">{t('calendar.page.form.noProfiles')}</Text>
				<ButtonLink to="/businessProfile" size="xs" variant="light" mt="xs">
					{t('calendar.page.form.createProfile')}
				</ButtonLink>
			</Alert>
		);
	else
		body = (
			<EventForm
				// A fresh form per event: values load once, then belong to the user.
				key={eventId ?? 'new'}
				eventId={eventId}
				initialValues={event.data ? formStateOf(event.data) : EMPTY_EVENT_FORM}
				profiles={access.data.profiles}
				onSaved={afterSave}
				onCancel={cancel}
			/>
		);

	return (
		<Stack gap="lg" maw={760} data-testid="event-form-page">
			<Title order={1}>{t(eventId ? 'calendar.page.titles.edit' : 'calendar.page.titles.create')}</Title>
			{body}
		</Stack>
	);
}

function isNotFound(error: unknown): boolean {
	return error instanceof TRPCClientError && (error.data as { code?: string } | null)?.code === 'NOT_FOUND';
}
