import type { Catalog } from '../catalog';

export const search: Catalog['search'] = {};
