import type { EventView } from '@edge/api/schemas';
import { Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Interested": a signed-in user marks an event once (the server keeps one mark per user) and can
 * take the mark back. Every list that shows the count is refreshed after a change.
 */
export function InterestButton({ event }: { event: EventView }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const interest = useMutation(
		trpc.calendar.interest.mutationOptions({
			onSuccess: () => queryClient.invalidateQueries(trpc.calendar.pathFilter()),
			onError: (error) => notify.error(translateError(error, t)),
		}),
	);
	return (
		<Button
			variant={event.interested ? 'filled' : 'light'}
			color="orange"
			leftSection={event.interested ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
			aria-pressed={event.interested}
			loading={interest.isPending}
			onClick={() => interest.mutate({ eventId: event.id, interested: !event.interested })}
			data-testid="event-interest"
		>
			{t(event.interested ? 'calendar.page.info.interestedMarked' : 'calendar.page.info.interested')}
		</Button>
	);
}
