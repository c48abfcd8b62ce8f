import { Box } from '@mantine/core';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useSteps } from '../../lib/use-steps';
import { useTranslation } from '../../lib/use-translation';
import { markerIconImage } from './leaflet-setup';
import { MAP_HEIGHT } from './map-height';
import { MapLabel } from './map-label';
import type { MapSettings } from './use-map-config';
import { PROFILE_ZOOM } from './zoom-levels';

export interface ProfileMapProps {
	lat: number;
	lng: number;
	title: string;
}

export interface LiveProfileMapProps extends ProfileMapProps {
	settings: MapSettings;
	/** Opened from the keyboard: the map takes the focus, so the arrow keys pan it at once. */
	focus: boolean;
}

/**
 * The live map of a profile's place (Leaflet), opened from its preview (map-preview.tsx) at the same
 * place and zoom. The map, its tiles and its marker come in three tasks (useSteps): made in one
 * commit, they held the main thread for 65-85 ms on this machine (docs/bench.md).
 */
export default function LiveProfileMap({ lat, lng, title, settings, focus }: LiveProfileMapProps) {
	const { t } = useTranslation();
	const step = useSteps(2);
	const position = { lat, lng };
	return (
		<Box
			data-testid="profile-map"
			h={MAP_HEIGHT}
			style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
		>
			<MapContainer center={position} zoom={PROFILE_ZOOM} scrollWheelZoom={false} style={{ height: '100%' }}>
				<MapLabel label={t('maps.profileMap.label', { title })} focus={focus} />
				{step >= 1 && <TileLayer url={settings.tileUrl} attribution={settings.attribution} />}
				{step >= 2 && <Marker position={position} icon={markerIconImage} title={title} alt={title} />}
			</MapContainer>
		</Box>
	);
}
