import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconFocusCentered } from '@tabler/icons-react';
import type { LeafletEventHandlerFnMap, Map as LeafletMap, Marker as LeafletMarker, LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '../../lib/use-translation';
import { formatCoordinate, type LatLng, roundLatLng, SANTO_DOMINGO } from './lat-lng';
import { markerIconImage } from './leaflet-setup';
import { MAP_HEIGHT, MapFrame } from './map-frame';
import { MapLabel } from './map-label';
import { useCurrentPosition } from './use-current-position';
import { CITY_ZOOM, POINT_ZOOM } from './zoom-levels';

export interface LocationPickerProps {
	value: LatLng | null;
	onChange: (value: LatLng) => void;
}

/** Leaflet may hand out longitudes past ±180 when the world wraps; the server takes -180..180. */
const pointOf = (latlng: { lat: number; lng: number; wrap?: () => { lat: number; lng: number } }) =>
	roundLatLng(latlng.wrap ? latlng.wrap() : latlng);

function PickOnClick({ onPick }: { onPick: (value: LatLng) => void }) {
	useMapEvents({ click: (event: LeafletMouseEvent) => onPick(pointOf(event.latlng)) });
	return null;
}

/**
 * Brings a value set from outside (a form filled after the profile loaded) into view; a point
 * picked on the map is already visible, so the map does not move under the visitor's hand.
 */
function KeepInView({ value }: { value: LatLng | null }) {
	const map = useMap();
	const lat = value?.lat;
	const lng = value?.lng;
	useEffect(() => {
		if (lat === undefined || lng === undefined) return;
		if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), POINT_ZOOM));
	}, [map, lat, lng]);
	return null;
}

/**
 * A map to choose a point: click it, drag the marker, use the browser's position, or (keyboard)
 * pan with the arrows and take the map's centre. The chosen coordinates are always shown as text.
 */
export default function LocationPicker({ value, onChange }: LocationPickerProps) {
	const { t } = useTranslation();
	const { locate, locating, failed } = useCurrentPosition();
	const [map, setMap] = useState<LeafletMap | null>(null);

	const markerEvents = useMemo<LeafletEventHandlerFnMap>(
		() => ({ dragend: (event) => onChange(pointOf((event.target as LeafletMarker).getLatLng())) }),
		[onChange],
	);

	async function pickMyLocation() {
		const position = await locate();
		if (!position) return;
		onChange(position);
		map?.setView(position, POINT_ZOOM);
	}

	function pickMapCentre() {
		if (map) onChange(pointOf(map.getCenter()));
	}

	return (
		<Stack gap="xs">
			<Group gap="xs">
				<Button
					variant="light"
					leftSection={<IconCurrentLocation size={16} />}
					loading={locating}
					onClick={pickMyLocation}
					data-testid="use-my-location"
				>
					{t('maps.picker.useMyLocation')}
				</Button>
				<Button
					variant="default"
					leftSection={<IconFocusCentered size={16} />}
					onClick={pickMapCentre}
					disabled={!map}
					data-testid="use-map-centre"
				>
					{t('maps.picker.useMapCentre')}
				</Button>
			</Group>
			{failed && (
				<Alert color="red" role="alert" data-testid="location-error">
					{t('maps.locationError')}
				</Alert>
			)}
			<MapFrame>
				{(config) => (
					<Box
						data-testid="location-picker"
						h={MAP_HEIGHT}
						style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
					>
						<MapContainer
							ref={setMap}
							center={value ?? SANTO_DOMINGO}
							zoom={value ? POINT_ZOOM : CITY_ZOOM}
							style={{ height: '100%' }}
						>
							<MapLabel label={t('maps.picker.label')} />
							<TileLayer url={config.tileUrl} attribution={config.attribution} />
							<PickOnClick onPick={onChange} />
							<KeepInView value={value} />
							{value && <Marker position={value} icon={markerIconImage} draggable eventHandlers={markerEvents} />}
						</MapContainer>
					</Box>
				)}
			</MapFrame>
			<Text size="sm" data-testid="location-picker-value" aria-live="polite">
				{value
					? t('maps.picker.chosen', {
							latitude: formatCoordinate(value.lat),
							longitude: formatCoordinate(value.lng),
						})
					: t('maps.picker.none')}
			</Text>
			<Text size="xs" c="dimmed">
				{t('maps.picker.keyboardHint')}
			</Text>
		</Stack>
	);
}
