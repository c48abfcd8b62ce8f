import type { EventView } from '@edge/api/schemas';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { CreateEventButton } from './create-event-button';
import { EventCard } from './event-card';
import { EventInfoModal } from './event-info-modal';
import { FetchFailed } from './fetch-failed';

const BEST_COUNT = 6;

function ListSkeleton({ testId }: { testId: string }) {
	const { t } = useTranslation();
	return (
		<Stack gap="sm" aria-busy="true" aria-label={t('calendar.page.loading')} data-testid={testId}>
			<Skeleton height={128} radius="md" />
			<Skeleton height={128} radius="md" />
		</Stack>
	);
}

/** The event as an occurrence (its first), for the details modal. */
const asOccurrence = (event: EventView) => ({
	eventId: event.id,
	startsAt: event.startsAt,
	endsAt: event.endsAt,
	event,
});

/** /eventsBusiness (signed in): the user's own events to edit or delete, and the most wanted events. */
export function EventsBusinessPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('calendar.page.titles.mine'));
	const [details, setDetails] = useState<EventView | null>(null);
	return (
		<Stack gap="xl" data-testid="events-business-page">
			<Group justify="space-between" align="flex-end">
				<Title order={1}>{t('calendar.page.titles.mine')}</Title>
				<CreateEventButton />
			</Group>
			<MyEvents onOpen={setDetails} />
			<BestEvents onOpen={setDetails} />
			<EventInfoModal occurrence={details ? asOccurrence(details) : null} onClose={() => setDetails(null)} />
		</Stack>
	);
}

function MyEvents({ onOpen }: { onOpen: (event: EventView) => void }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const mine = useQuery(trpc.calendar.mine.queryOptions());
	const [deleting, setDeleting] = useState<EventView | null>(null);
	const remove = useMutation(trpc.calendar.delete.mutationOptions());

	const confirmDelete = async () => {
		if (!deleting) return;
		try {
			await remove.mutateAsync({ eventId: deleting.id });
			await queryClient.invalidateQueries(trpc.calendar.pathFilter());
			notify.success(t('calendar.page.mine.deleted'));
			setDeleting(null);
		} catch (error) {
			notify.error(translateError(error, t));
		}
	};

	return (
		<Stack gap="sm" component="section" aria-labelledby="my-events-title">
			<Title order={2} fz="h3" id="my-events-title">
				{t('calendar.page.mine.title')}
			</Title>
			{mine.isPending ? (
				<ListSkeleton testId="my-events-loading" />
			) : mine.isError ? (
				<FetchFailed onRetry={() => void mine.refetch()} />
			) : mine.data.length === 0 ? (
				<Paper withBorder radius="md" p="lg" data-testid="my-events-empty">
					<Text c="dimmed" ta="center">
						{t('calendar.page.mine.empty')}
					</Text>
				</Paper>
			) : (
				<SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="my-events">
					{mine.data.map((event) => (
						<EventCard
							key={event.id}
							event={event}
							onOpen={() => onOpen(event)}
							testId="my-event"
							actions={
								<Group gap="xs" mt={4}>
									<ButtonLink
										to="/createEvent"
										search={{ eventId: event.id }}
										size="xs"
										variant="light"
										leftSection={<IconPencil size={14} aria-hidden />}
										data-testid="my-event-edit"
									>
										{t('calendar.page.mine.edit')}
									</ButtonLink>
									<Button
										size="xs"
										variant="subtle"
										color="red"
										leftSection={<IconTrash size={14} aria-hidden />}
										onClick={() => setDeleting(event)}
										data-testid="my-event-delete"
									>
										{t('calendar.page.mine.delete')}
									</Button>
								</Group>
							}
						/>
					))}
				</SimpleGrid>
			)}
			<ConfirmDialog
				opened={deleting !== null}
				title={t('calendar.page.mine.deleteTitle')}
				body={t('calendar.page.mine.deleteBody', { title: deleting?.title ?? '' })}
				confirmLabel={t('calendar.page.mine.delete')}
				loading={remove.isPending}
				onConfirm={() => void confirmDelete()}
				onClose={() => setDeleting(null)}
				testId="event-delete-dialog"
			/>
		</Stack>
	);
}

function BestEvents({ onOpen }: { onOpen: (event: EventView) => void }) {
	const { t } = useTranslation();
	const best = useQuery(trpc.calendar.best.queryOptions({ limit: BEST_COUNT }));
	return (
		<Stack gap="sm" component="section" aria-labelledby="best-events-title">
			<Title order={2} fz="h3" id="best-events-title">
				{t('calendar.page.best.title')}
			</Title>
			<Text c="dimmed" fz="sm">
				{t('calendar.page.best.subtitle')}
			</Text>
			{best.isPending ? (
				<ListSkeleton testId="best-events-loading" />
			) : best.isError ? (
				<FetchFailed onRetry={() => void best.refetch()} />
			) : best.data.length === 0 ? (
				<Paper withBorder radius="md" p="lg" data-testid="best-events-empty">
					<Text c="dimmed" ta="center">
						{t('calendar.page.best.empty')}
					</Text>
				</Paper>
			) : (
				<SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="best-events">
					{best.data.map((event) => (
						<EventCard key={event.id} event={event} onOpen={() => onOpen(event)} testId="best-event" />
					))}
				</SimpleGrid>
			)}
		</Stack>
	);
}
