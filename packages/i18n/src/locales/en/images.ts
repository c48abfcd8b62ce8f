import type { Catalog } from '../catalog';

export const images: Catalog['images'] = {};
