import type { Catalog } from '../catalog';

export const maps: Catalog['maps'] = {
	locationError: 'Error getting your location',
	invalidLatitude: 'Latitude must be between -90 and 90',
	invalidLongitude: 'Longitude must be between -180 and 180',
	profileHasNoLocation: 'This profile has no location on the map',
	loadingMap: 'Loading the map…',
	mapUnavailable: 'The map could not be loaded. Please try again.',
	picker: {
		label: 'Map to choose the location',
		useMyLocation: 'Use my location',
		useMapCentre: 'Use the centre of the map',
		chosen: 'Chosen location: {{latitude}}, {{longitude}}',
		none: 'Click on the map to choose the location, or drag the marker.',
		keyboardHint: 'With the keyboard: move the map with the arrow keys and press “Use the centre of the map”.',
	},
	profileMap: {
		label: 'Map of {{title}}',
		directions: 'Directions',
		explore: 'Explore the map',
		exploreLabel: 'Explore the map of {{title}}',
	},
	travel: {
		ask: 'How long to get there?',
		result: 'About {{minutes}} min by car ({{km}} km)',
		resultHours: 'About {{hours}} h {{minutes}} min by car ({{km}} km)',
		resultWholeHours: 'About {{hours}} h by car ({{km}} km)',
		estimate: 'Estimated from the straight-line distance.',
		routed: 'Based on the driving route.',
	},
};
