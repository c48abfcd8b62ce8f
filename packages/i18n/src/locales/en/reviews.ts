import type { Catalog } from '../catalog';

export const reviews: Catalog['reviews'] = {};
