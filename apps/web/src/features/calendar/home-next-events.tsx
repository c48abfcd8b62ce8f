import type { Occurrence } from '@edge/api/schemas';
import { Container, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { CreateEventButton } from './create-event-button';
import { occurrenceKey } from './day-index';
import { EventCard } from './event-card';
import { EventInfoModal } from './event-info-modal';
import { FetchFailed } from './fetch-failed';

const HOME_EVENTS = 3;

/**
 * The home page's next events (calendar.upcoming), with "create event" behind the same gate as
 * everywhere. Loaded lazily by lazy-home-events.tsx.
 */
export default function HomeNextEvents() {
	const { t } = useTranslation();
	const [details, setDetails] = useState<Occurrence | null>(null);
	const upcoming = useQuery(trpc.calendar.upcoming.queryOptions({ limit: HOME_EVENTS }));
	return (
		<Container component="section" size="lg" py="xl" aria-labelledby="home-events-title" data-testid="home-events">
			<Group justify="space-between" align="baseline" mb="md" gap="sm">
				<Title order={2} id="home-events-title">
					{t('calendar.page.home.title')}
				</Title>
				<Group gap="md">
					<CreateEventButton size="xs" />
					<AnchorLink to="/calendar" fw={600} fz="sm">
						{t('calendar.page.home.seeAll')}
						<IconArrowRight size={14} style={{ verticalAlign: 'middle', marginInlineStart: 4 }} aria-hidden />
					</AnchorLink>
				</Group>
			</Group>
			{upcoming.isPending ? (
				<SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
					{[0, 1, 2].map((index) => (
						<Skeleton key={index} height={128} radius="md" />
					))}
				</SimpleGrid>
			) : upcoming.isError ? (
				<FetchFailed onRetry={() => void upcoming.refetch()} />
			) : upcoming.data.items.length === 0 ? (
				<Paper withBorder radius="md" p="lg">
					<Text c="dimmed" ta="center" data-testid="home-events-empty">
						{t('calendar.page.home.empty')}
					</Text>
				</Paper>
			) : (
				<SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
					{upcoming.data.items.map((occurrence) => (
						<EventCard
							key={occurrenceKey(occurrence)}
							event={occurrence.event}
							startsAt={occurrence.startsAt}
							endsAt={occurrence.endsAt}
							onOpen={() => setDetails(occurrence)}
							testId="home-event"
						/>
					))}
				</SimpleGrid>
			)}
			<EventInfoModal occurrence={details} onClose={() => setDetails(null)} />
		</Container>
	);
}
