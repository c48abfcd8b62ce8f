/**
 * What pages use from maps: light lazy wrappers (Leaflet loads with the first map shown) and the
 * point type. Never import the map files themselves from a page.
 */
export type { LatLng } from './lat-lng';
export { LocationPicker, ProfileMap, TravelTime } from './lazy-maps';
export type { LocationPickerProps } from './location-picker';
export type { ProfileMapProps } from './profile-map';
export type { TravelTimeProps } from './travel-time';
/** The browser's position with the spec's error handling, for "near me" and the like (no Leaflet). */
export { useCurrentPosition } from './use-current-position';
