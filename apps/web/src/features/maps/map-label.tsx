import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Names the map for screen readers. MapContainer passes no aria attributes to its element, which
 * is the one keyboard users focus (Leaflet's arrow-key panning and +/- zoom work there).
 */
export function MapLabel({ label }: { label: string }) {
	const map = useMap();
	useEffect(() => {
		const element = map.getContainer();
		element.setAttribute('role', 'region');
		element.setAttribute('aria-label', label);
	}, [map, label]);
	return null;
}
