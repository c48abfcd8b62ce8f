import type { Occurrence } from '@edge/api/schemas';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconExternalLink, IconMapPin, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LazyModal } from '../../lib/lazy-modal';
import { AnchorLink } from '../../lib/links';
import { API_BASE, useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { profileLink } from '../directory/profile-links';
import { UploadedImage } from '../images/uploaded-image';
import { useIntlLocale } from './calendar-locale';
import { formatEventRange } from './calendar-time';
import { FetchFailed } from './fetch-failed';
import { InterestButton } from './interest-button';

/** The one-event iCalendar file (C1's REST route), downloaded by "Add to calendar". */
export const eventIcsUrl = (eventId: number) => `${API_BASE}/calendar/events/${eventId}.ics`;

interface EventInfoModalProps {
	/** The occurrence clicked: its times are the ones shown (a yearly event's this year). */
	occurrence: Occurrence | null;
	onClose: () => void;
}

/**
 * Every detail of an event: picture, times, place, link, description, the business posting it
 * (linking to its profile), how many are interested, "Interested" and "Add to calendar". The event
 * is read again so the count and the viewer's own mark are fresh.
 */
export function EventInfoModal({ occurrence, onClose }: EventInfoModalProps) {
	const { t } = useTranslation();
	return (
		<LazyModal
			opened={occurrence !== null}
			onClose={onClose}
			title={t('calendar.page.info.title')}
			closeButtonProps={{ 'aria-label': t('calendar.page.modal.close') }}
			size="lg"
			centered
		>
			{occurrence && <EventInfo occurrence={occurrence} />}
		</LazyModal>
	);
}

function EventInfo({ occurrence }: { occurrence: Occurrence }) {
	const { t } = useTranslation();
	const locale = useIntlLocale();
	const { user } = useSession();
	const query = useQuery({
		...trpc.calendar.event.queryOptions({ eventId: occurrence.eventId }),
		placeholderData: occurrence.event,
	});
	if (query.isError && !query.data) return <FetchFailed onRetry={() => void query.refetch()} />;
	const event = query.data ?? occurrence.event;
	return (
		<Stack gap="md" data-testid="event-info">
			<UploadedImage id={event.imageId} width={800} alt={event.title} radius="md" mah={320} fit="contain" bg="gray.1" />
			<Stack gap={4}>
				<Title order={2} fz="h3" data-testid="event-info-title">
					{event.title}
				</Title>
				{event.repeatsYearly && (
					<Badge variant="light" leftSection={<IconRepeat size={12} aria-hidden />} w="fit-content">
						{t('calendar.page.info.repeatsYearly')}
					</Badge>
				)}
			</Stack>
			<Group gap="xs" wrap="nowrap">
				<IconClock size={18} aria-hidden />
				<Text fz="sm" data-testid="event-info-time">
					{formatEventRange(occurrence.startsAt, occurrence.endsAt, locale)}
				</Text>
			</Group>
			<Group gap="xs" wrap="nowrap">
				<IconMapPin size={18} aria-hidden />
				<Text fz="sm" data-testid="event-info-location">
					{event.location}
				</Text>
			</Group>
			<Anchor
				href={event.link}
				target="_blank"
				rel="noopener noreferrer"
				fz="sm"
				data-testid="event-info-link"
				style={{ overflowWrap: 'anywhere' }}
			>
				<IconExternalLink size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} aria-hidden />
				{event.link}
			</Anchor>
			{/* Text, never HTML: line breaks kept as typed. */}
			<Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="event-info-description">
				{event.description}
			</Text>
			<Text fz="sm" data-testid="event-info-business">
				{t('calendar.page.info.postedBy')}{' '}
				{event.business ? (
					<AnchorLink {...profileLink(event.business.kind, event.business.profileId)} fw={600}>
						{event.business.title}
					</AnchorLink>
				) : (
					<Text span fw={600}>
						{event.ownerName}
					</Text>
				)}
			</Text>
			<Text fz="sm" c="dimmed" data-testid="event-info-interested">
				{t('calendar.page.info.interestedCount', { count: event.interestedCount })}
			</Text>
			<Group gap="sm">
				{user ? (
					query.isPlaceholderData ? (
						<Skeleton height={36} width={140} />
					) : (
						<InterestButton event={event} />
					)
				) : (
					<Text fz="sm" c="dimmed">
						{t('calendar.page.info.signInToMark')}
					</Text>
				)}
				<Button
					component="a"
					href={eventIcsUrl(event.id)}
					download
					variant="default"
					leftSection={<IconCalendarPlus size={16} aria-hidden />}
					data-testid="event-add-to-calendar"
				>
					{t('calendar.page.info.addToCalendar')}
				</Button>
			</Group>
		</Stack>
	);
}
