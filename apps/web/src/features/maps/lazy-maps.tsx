import { Skeleton } from '@mantine/core';
import { type JSX, lazy, Suspense, useRef } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { useNear } from '../../lib/load-when-near';
import type { LocationPickerProps } from './location-picker';
import { MAP_HEIGHT } from './map-height';
import type { ProfileMapProps } from './profile-map';
import type { TravelTimeProps } from './travel-time';

/*
 * Pages import these wrappers, never the map files: Leaflet (about 40 KB gzipped) and its CSS come
 * in their own chunks, downloaded when a map is first shown, so they never weigh on the first load.
 * The placeholders keep the height of what they stand for, so the page does not jump.
 */
const LazyProfileMap = lazy(() => import('./profile-map'));

/** The picker's buttons and text lines around the map. */
const PICKER_EXTRA_HEIGHT = 96;
/** The directions link under the map. */
const PROFILE_MAP_EXTRA_HEIGHT = 28;
const BUTTON_HEIGHT = 36;

export const LocationPicker: (props: LocationPickerProps) => JSX.Element = lazyComponent(
	() => import('./location-picker').then((module) => module.default),
	<Skeleton height={MAP_HEIGHT + PICKER_EXTRA_HEIGHT} radius="md" />,
);

/** A profile's map: Leaflet loads when the map nears the screen, not with the profile's first view. */
export function ProfileMap(props: ProfileMapProps) {
	const placeholder = useRef<HTMLDivElement>(null);
	const near = useNear(placeholder);
	const skeleton = <Skeleton ref={placeholder} height={MAP_HEIGHT + PROFILE_MAP_EXTRA_HEIGHT} radius="md" />;
	if (!near) return skeleton;
	return (
		<Suspense fallback={skeleton}>
			<LazyProfileMap {...props} />
		</Suspense>
	);
}

export const TravelTime: (props: TravelTimeProps) => JSX.Element = lazyComponent(
	() => import('./travel-time').then((module) => module.default),
	<Skeleton height={BUTTON_HEIGHT} radius="sm" />,
);
