export { BUSINESS_CATEGORIES } from './business-categories';
export {
	MUNICIPALITIES,
	type MunicipalityItem,
	matchPlace,
	PROVINCES,
	type ProvinceItem,
	placeKey,
	placeSlug,
} from './dominican-places';
export { JOB_TYPES } from './job-types';
export { FIRST_PURCHASE_DISCOUNT_PERCENT, PLANS, type PlanSeed } from './plans';
export type { ReferenceItem } from './reference-item';
export { RESTAURANT_TYPES } from './restaurant-types';
