import type { Catalog } from '../catalog';

export const pages: Catalog['pages'] = {};
