import type { Catalog } from '../catalog';

export const images: Catalog['images'] = {
	notFound: 'The image does not exist or is not yours. Upload it again.',
};
