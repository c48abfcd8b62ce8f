import type { es } from './es/index';

/** Same keys as the Spanish catalog, any string values: the English catalog must match its shape. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalog = Widen<typeof es>;
