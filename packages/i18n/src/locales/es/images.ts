export const images = {
	notFound: 'La imagen no existe o no es tuya. Súbela de nuevo.',
} as const;
