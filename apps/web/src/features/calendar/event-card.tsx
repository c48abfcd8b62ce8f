import type { EventView } from '@edge/api/schemas';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconClock, IconMapPin, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { UploadedImage } from '../images/uploaded-image';
import { useIntlLocale } from './calendar-locale';
import { formatEventRange } from './calendar-time';

interface EventCardProps {
	event: EventView;
	/** The occurrence's times (a yearly event's next one); the event's first ones without them. */
	startsAt?: string;
	endsAt?: string;
	/** Opens the event's details; the title becomes a button. */
	onOpen?: () => void;
	/** Buttons under the card (edit, delete). */
	actions?: ReactNode;
	testId?: string;
}

/** One event in a list: picture, title, when, where, the business posting it and who is interested. */
export function EventCard({ event, startsAt, endsAt, onOpen, actions, testId = 'event-card' }: EventCardProps) {
	const { t } = useTranslation();
	const locale = useIntlLocale();
	const title = (
		<Text fw={700} fz="lg" lineClamp={2} data-testid="event-card-title">
			{event.title}
		</Text>
	);
	return (
		<Card withBorder radius="md" padding="md" data-testid={testId} data-event-id={event.id}>
			<Group align="flex-start" wrap="nowrap" gap="md">
				{/* Posters carry words: the whole poster on a grey ground, never cropped into broken words. */}
				<UploadedImage
					id={event.imageId}
					width={320}
					alt=""
					w={96}
					h={96}
					radius="sm"
					fit="contain"
					bg="gray.1"
					style={{ flexShrink: 0 }}
				/>
				<Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
					{onOpen ? (
						<UnstyledButton onClick={onOpen} style={{ textAlign: 'start' }}>
							{title}
						</UnstyledButton>
					) : (
						title
					)}
					<Group gap={6} wrap="nowrap">
						<IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
						<Text fz="sm" data-testid="event-card-time">
							{formatEventRange(startsAt ?? event.startsAt, endsAt ?? event.endsAt, locale)}
						</Text>
					</Group>
					<Group gap={6} wrap="nowrap">
						<IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
						<Text fz="sm" lineClamp={1}>
							{event.location}
						</Text>
					</Group>
					<Group gap="md">
						{event.business && (
							<Group gap={6} wrap="nowrap">
								<IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
								<Text fz="sm" fw={600} data-testid="event-card-business">
									{event.business.title}
								</Text>
							</Group>
						)}
						<Group gap={4} wrap="nowrap">
							<IconStar size={14} aria-hidden />
							<Text fz="xs" c="dimmed">
								{t('calendar.page.info.interestedCount', { count: event.interestedCount })}
							</Text>
						</Group>
					</Group>
					{actions}
				</Stack>
			</Group>
		</Card>
	);
}
