import type { Catalog } from '../catalog';

export const restaurant: Catalog['restaurant'] = {};
