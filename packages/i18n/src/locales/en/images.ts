import type { Catalog } from '../catalog';

export const images: Catalog['images'] = {
	notFound: 'The image does not exist or is not yours. Upload it again.',
	tooLarge: 'The image must be smaller than 2 MB.',
	wrongType: 'That image format is not accepted: use a JPG or PNG image.',
	notAnImage: 'The file is not a JPG or PNG image.',
	empty: 'The file is empty.',
	corrupt: 'The image is damaged or incomplete and cannot be read.',
	tooManyPixels:
		'The image has too many pixels: {{max}} megapixels at most (6000 × 4000, say). Make it smaller and try again.',
	tooSlow: 'The image takes too long to process. Try a smaller image.',
	busy: 'Many images are being processed right now. Try again in a few seconds.',
	noFile: 'No image was received.',
	uploadFailed: 'The image could not be uploaded. Please try again.',
	hint: 'JPG or PNG, under 2 MB.',
	choose: 'Choose image',
	change: 'Change image',
	remove: 'Remove image',
	uploading: 'Uploading image…',
	preview: 'Image preview',
};
