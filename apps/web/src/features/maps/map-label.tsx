import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Names the map for screen readers. MapContainer passes no aria attributes to its element, which
 * is the one keyboard users focus (Leaflet's arrow-key panning and +/- zoom work there); with
 * `focus`, it takes the focus as it appears (a map opened from the keyboard).
 */
export function MapLabel({ label, focus = false }: { label: string; focus?: boolean }) {
	const map = useMap();
	useEffect(() => {
		const element = map.getContainer();
		element.setAttribute('role', 'region');
		element.setAttribute('aria-label', label);
	}, [map, label]);
	useEffect(() => {
		if (focus) map.getContainer().focus();
	}, [map, focus]);
	return null;
}
