/** Maps, locations and travel times (apps/web/src/features/maps, packages/api/src/maps). */
export const maps = {
	locationError: 'Error al obtener tu ubicación',
	invalidLatitude: 'La latitud debe estar entre -90 y 90',
	invalidLongitude: 'La longitud debe estar entre -180 y 180',
	profileHasNoLocation: 'Este perfil no tiene una ubicación en el mapa',
	loadingMap: 'Cargando el mapa…',
	mapUnavailable: 'No se pudo cargar el mapa. Inténtalo de nuevo.',
	picker: {
		label: 'Mapa para elegir la ubicación',
		useMyLocation: 'Usar mi ubicación',
		useMapCentre: 'Usar el centro del mapa',
		chosen: 'Ubicación elegida: {{latitude}}, {{longitude}}',
		none: 'Haz clic en el mapa para elegir la ubicación o arrastra el marcador.',
		keyboardHint: 'Con el teclado: mueve el mapa con las flechas y pulsa «Usar el centro del mapa».',
	},
	profileMap: {
		label: 'Mapa de {{title}}',
		directions: 'Cómo llegar',
		explore: 'Explorar el mapa',
		exploreLabel: 'Explorar el mapa de {{title}}',
	},
	travel: {
		ask: '¿Cuánto tardo en llegar?',
		result: 'Unos {{minutes}} min en carro ({{km}} km)',
		/** From an hour on: hours and the minutes past them. */
		resultHours: 'Unos {{hours}} h {{minutes}} min en carro ({{km}} km)',
		resultWholeHours: 'Unos {{hours}} h en carro ({{km}} km)',
		estimate: 'Estimación según la distancia en línea recta.',
		routed: 'Según la ruta en carro.',
	},
} as const;
