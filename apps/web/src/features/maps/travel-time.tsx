import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import type { LatLng } from './lat-lng';
import { travelTimeText } from './travel-time-text';
import { useCurrentPosition } from './use-current-position';

export interface TravelTimeProps {
	profileId: number;
}

/** "How long to get there?": asks the browser's position only when pressed, then the server's estimate. */
export default function TravelTime({ profileId }: TravelTimeProps) {
	const { t, i18n } = useTranslation();
	const { locate, locating, failed } = useCurrentPosition();
	const [from, setFrom] = useState<LatLng | null>(null);
	const travel = useQuery({
		...trpc.maps.travelTime.queryOptions(from ? { from, profileId } : skipToken),
		// A refusal (no location on the profile, unknown profile) will not change on a second try.
		retry: false,
	});

	async function ask() {
		const position = await locate();
		if (position) setFrom(position);
	}

	const km = travel.data
		? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(travel.data.distanceKm)
		: '';

	return (
		<Stack gap={6} data-testid="travel-time">
			<Button
				variant="light"
				leftSection={<IconCar size={16} />}
				loading={locating || (from !== null && travel.isFetching)}
				onClick={ask}
				data-testid="travel-time-ask"
			>
				{t('maps.travel.ask')}
			</Button>
			{failed && (
				<Alert color="red" role="alert" data-testid="location-error">
					{t('maps.locationError')}
				</Alert>
			)}
			{travel.data && (
				<div aria-live="polite">
					<Text fw={600} data-testid="travel-time-result">
						{travelTimeText(t, travel.data.minutes, km)}
					</Text>
					<Text size="xs" c="dimmed">
						{t(travel.data.source === 'routing' ? 'maps.travel.routed' : 'maps.travel.estimate')}
					</Text>
				</div>
			)}
			{travel.isError && (
				<Alert color="red" role="alert" data-testid="travel-time-error">
					{translateError(travel.error, t)}
				</Alert>
			)}
		</Stack>
	);
}
