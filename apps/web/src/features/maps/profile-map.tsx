import { Anchor, Box, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useSteps } from '../../lib/use-steps';
import { useTranslation } from '../../lib/use-translation';
import { directionsUrl } from './lat-lng';
import { CITY_ZOOM, markerIconImage } from './leaflet-setup';
import { MAP_HEIGHT, MapFrame } from './map-frame';
import { MapLabel } from './map-label';

export interface ProfileMapProps {
	lat: number;
	lng: number;
	title: string;
}

/** Neighbourhood level: close enough to find the street, wide enough to recognise the area. */
const PROFILE_ZOOM = CITY_ZOOM + 3;

/**
 * A read-only map of where a profile is, with a link to directions on OpenStreetMap. The map, its
 * tiles and its marker come in three tasks (useSteps): made in one commit, they held the main thread
 * for 65-85 ms on this machine while a drawn profile was being taken over (docs/bench.md).
 */
export default function ProfileMap({ lat, lng, title }: ProfileMapProps) {
	const { t } = useTranslation();
	const step = useSteps(2);
	const position = { lat, lng };
	return (
		<Stack gap="xs">
			<MapFrame>
				{(config) => (
					<Box
						data-testid="profile-map"
						h={MAP_HEIGHT}
						style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
					>
						<MapContainer center={position} zoom={PROFILE_ZOOM} scrollWheelZoom={false} style={{ height: '100%' }}>
							<MapLabel label={t('maps.profileMap.label', { title })} />
							{step >= 1 && <TileLayer url={config.tileUrl} attribution={config.attribution} />}
							{step >= 2 && <Marker position={position} icon={markerIconImage} title={title} alt={title} />}
						</MapContainer>
					</Box>
				)}
			</MapFrame>
			<Anchor href={directionsUrl(position)} target="_blank" rel="noopener noreferrer" data-testid="directions-link">
				<IconExternalLink size={14} style={{ verticalAlign: 'middle' }} /> {t('maps.profileMap.directions')}
			</Anchor>
		</Stack>
	);
}
