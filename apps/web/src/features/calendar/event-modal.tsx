import type { Occurrence } from '@edge/api/schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconClock, IconMapPin } from '@tabler/icons-react';
import { LazyModal } from '../../lib/lazy-modal';
import { useTranslation } from '../../lib/use-translation';
import { useIntlLocale } from './calendar-locale';
import { formatEventRange } from './calendar-time';

interface EventModalProps {
	occurrence: Occurrence | null;
	onClose: () => void;
	onMoreInfo: (occurrence: Occurrence) => void;
}

/** What a click on the calendar opens: the event's title, time and business, and "More info". */
export function EventModal({ occurrence, onClose, onMoreInfo }: EventModalProps) {
	const { t } = useTranslation();
	const locale = useIntlLocale();
	return (
		<LazyModal
			opened={occurrence !== null}
			onClose={onClose}
			title={occurrence?.event.title}
			closeButtonProps={{ 'aria-label': t('calendar.page.modal.close') }}
			centered
		>
			{occurrence && (
				<Stack gap="sm" data-testid="event-modal">
					<Group gap="xs" wrap="nowrap">
						<IconClock size={18} aria-hidden />
						<Text fz="sm" data-testid="event-modal-time">
							{formatEventRange(occurrence.startsAt, occurrence.endsAt, locale)}
						</Text>
					</Group>
					<Group gap="xs" wrap="nowrap">
						<IconMapPin size={18} aria-hidden />
						<Text fz="sm">{occurrence.event.location}</Text>
					</Group>
					{occurrence.event.business && (
						<Group gap="xs" wrap="nowrap">
							<IconBuildingStore size={18} aria-hidden />
							<Text fz="sm" data-testid="event-modal-business">
								{occurrence.event.business.title}
							</Text>
						</Group>
					)}
					<Group justify="flex-end" gap="sm" mt="xs">
						<Button variant="default" onClick={onClose}>
							{t('calendar.page.modal.close')}
						</Button>
						<Button onClick={() => onMoreInfo(occurrence)} data-testid="event-more-info">
							{t('calendar.page.modal.moreInfo')}
						</Button>
					</Group>
				</Stack>
			)}
		</LazyModal>
	);
}
