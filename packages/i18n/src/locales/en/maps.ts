import type { Catalog } from '../catalog';

export const maps: Catalog['maps'] = {};
