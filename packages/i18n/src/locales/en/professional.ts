import type { Catalog } from '../catalog';

export const professional: Catalog['professional'] = {};
