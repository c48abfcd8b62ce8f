import type { Catalog } from '../catalog';

export const business: Catalog['business'] = {};
