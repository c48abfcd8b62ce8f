import { Anchor, Skeleton, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type JSX, lazy, Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { useTranslation } from '../../lib/use-translation';
import { directionsUrl } from './lat-lng';
import type { LocationPickerProps } from './location-picker';
import { MapFrame } from './map-frame';
import { MAP_HEIGHT } from './map-height';
import { MapPreview } from './map-preview';
import type { ProfileMapProps } from './profile-map';
import type { TravelTimeProps } from './travel-time';
import { PROFILE_ZOOM } from './zoom-levels';

/*
 * Pages import these wrappers, never the map files: Leaflet (about 40 KB gzipped) and its CSS come
 * in their own chunks, downloaded when a live map is first wanted (a location picker shown, a
 * profile's map preview pressed), so they never weigh on a page's first load.
 * The placeholders keep the height of what they stand for, so the page does not jump.
 */
const loadLiveProfileMap = () => import('./profile-map');
const LiveProfileMap = lazy(loadLiveProfileMap);

/** The picker's buttons and text lines around the map. */
const PICKER_EXTRA_HEIGHT = 96;
const BUTTON_HEIGHT = 36;

export const LocationPicker: (props: LocationPickerProps) => JSX.Element = lazyComponent(
	() => import('./location-picker').then((module) => module.default),
	<Skeleton height={MAP_HEIGHT + PICKER_EXTRA_HEIGHT} radius="md" />,
);

/**
 * A profile's map, with directions under it: first its preview (map-preview.tsx: the tiles as
 * images, drawn with the page), and the live Leaflet map once the visitor presses it, at the same
 * place. The preview stays in view while Leaflet's code arrives, fetched already when pointed at.
 */
export function ProfileMap(props: ProfileMapProps) {
	const { t } = useTranslation();
	const [opened, setOpened] = useState<{ keyboard: boolean } | null>(null);
	const position = { lat: props.lat, lng: props.lng };
	return (
		<Stack gap="xs">
			<MapFrame>
				{(settings) => {
					const preview = (
						<MapPreview
							{...props}
							zoom={PROFILE_ZOOM}
							settings={settings}
							onExplore={(keyboard) => setOpened({ keyboard })}
							onIntent={() => void loadLiveProfileMap()}
						/>
					);
					if (!opened) return preview;
					return (
						<Suspense fallback={preview}>
							<LiveProfileMap {...props} settings={settings} focus={opened.keyboard} />
						</Suspense>
					);
				}}
			</MapFrame>
			<Anchor href={directionsUrl(position)} target="_blank" rel="noopener noreferrer" data-testid="directions-link">
				<IconExternalLink size={14} style={{ verticalAlign: 'middle' }} /> {t('maps.profileMap.directions')}
			</Anchor>
		</Stack>
	);
}

export const TravelTime: (props: TravelTimeProps) => JSX.Element = lazyComponent(
	() => import('./travel-time').then((module) => module.default),
	<Skeleton height={BUTTON_HEIGHT} radius="sm" />,
);
