import type { ButtonProps } from '@mantine/core';
import { IconCalendarPlus, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Create event", following the events gate (calendar.access): for a manager it opens the form;
 * for anyone else it carries a lock and leads to /createEvent, which says why they cannot (or asks
 * them to sign in) and links to the plans. Hidden until the access is known, so it never flashes.
 */
export function CreateEventButton({ size }: { size?: ButtonProps['size'] }) {
	const { t } = useTranslation();
	const access = useQuery(trpc.calendar.access.queryOptions());
	if (!access.data) return null;
	const allowed = access.data.canManage;
	return (
		<ButtonLink
			to="/createEvent"
			variant={allowed ? 'filled' : 'default'}
			leftSection={allowed ? <IconCalendarPlus size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
			data-testid="create-event"
			data-allowed={allowed}
			size={size}
		>
			{t('calendar.page.createEvent')}
		</ButtonLink>
	);
}
