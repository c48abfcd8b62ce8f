import type { Occurrence } from '@edge/api/schemas';
import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { occurrenceKey } from './day-index';
import { EventCard } from './event-card';
import { EventInfoModal } from './event-info-modal';
import { FetchFailed } from './fetch-failed';

/** Events a page; the route's loader (ssr/public-pages-data.ts) loads the first with the same size. */
export const UPCOMING_PAGE_SIZE = 20;

/**
 * /UpcomingEvents (public, no layout: made to be shown on its own, on a screen or in a frame):
 * the occurrences still to come, soonest first, with the business posting each; "Load more"
 * follows the server's cursor.
 */
export function UpcomingEventsPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('calendar.page.titles.upcoming'));
	const [details, setDetails] = useState<Occurrence | null>(null);
	const query = useInfiniteQuery(
		trpc.calendar.upcoming.infiniteQueryOptions(
			{ limit: UPCOMING_PAGE_SIZE },
			{ getNextPageParam: (page) => page.nextCursor ?? undefined },
		),
	);
	const items = query.data?.pages.flatMap((page) => page.items) ?? [];

	return (
		<Container component="main" size="md" py="xl" data-testid="upcoming-events-page">
			<Stack gap="lg">
				<Group justify="space-between" align="flex-end">
					<Stack gap={4}>
						<Title order={1}>{t('calendar.page.titles.upcoming')}</Title>
						<Text c="dimmed">{t('calendar.page.upcoming.subtitle')}</Text>
					</Stack>
					<Group gap="md">
						<AnchorLink to="/calendar" fw={600} fz="sm">
							{t('calendar.page.upcoming.seeCalendar')}
						</AnchorLink>
						<Anchor href="/" fz="sm">
							{t('calendar.page.upcoming.home')}
						</Anchor>
					</Group>
				</Group>
				{query.isPending ? (
					<Stack gap="sm" aria-busy="true" aria-label={t('calendar.page.loading')} data-testid="upcoming-loading">
						{[0, 1, 2].map((index) => (
							<Skeleton key={index} height={128} radius="md" />
						))}
					</Stack>
				) : query.isError && items.length === 0 ? (
					<FetchFailed onRetry={() => void query.refetch()} />
				) : items.length === 0 ? (
					<Paper withBorder radius="md" p="lg" data-testid="upcoming-empty">
						<Text c="dimmed" ta="center">
							{t('calendar.page.upcoming.empty')}
						</Text>
					</Paper>
				) : (
					<Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="upcoming-list">
						{items.map((occurrence) => (
							<li key={occurrenceKey(occurrence)}>
								<EventCard
									event={occurrence.event}
									startsAt={occurrence.startsAt}
									endsAt={occurrence.endsAt}
									onOpen={() => setDetails(occurrence)}
									testId="upcoming-event"
								/>
							</li>
						))}
					</Stack>
				)}
				{query.isError && items.length > 0 && <FetchFailed onRetry={() => void query.fetchNextPage()} />}
				{query.hasNextPage && (
					<Button
						variant="default"
						onClick={() => void query.fetchNextPage()}
						loading={query.isFetchingNextPage}
						data-testid="upcoming-load-more"
					>
						{t('calendar.page.upcoming.loadMore')}
					</Button>
				)}
			</Stack>
			<EventInfoModal occurrence={details} onClose={() => setDetails(null)} />
		</Container>
	);
}
