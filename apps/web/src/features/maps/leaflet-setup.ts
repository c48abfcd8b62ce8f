// Only the lazily loaded map chunks import this file, so Leaflet and its CSS stay out of the first load.
import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet's default marker finds its images through a CSS URL guess that bundlers break; this icon
 * names the bundled files instead (same sizes and anchors as Leaflet's default).
 */
export const markerIconImage = new Icon({
	iconUrl: markerIcon,
	iconRetinaUrl: markerIcon2x,
	shadowUrl: markerShadow,
	iconSize: [25, 41],
	iconAnchor: [12, 41],
	popupAnchor: [1, -34],
	tooltipAnchor: [16, -28],
	shadowSize: [41, 41],
});
