/** The shapes of the restaurant procedures, as the router returns them (types only). */
import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

type RestaurantOutputs = inferRouterOutputs<AppRouter>['restaurant'];

export type RestaurantView = RestaurantOutputs['get'];
export type RestaurantOffer = RestaurantView['offers'][number];
export type RestaurantMenu = RestaurantView['menus'][number];
export type FormOptions = RestaurantOutputs['formOptions'];
export type ReferenceOption = FormOptions['cuisines'][number];
export type CustomerExperienceItem = RestaurantOutputs['foodDirectory']['customerExperience']['items'][number];
export type InspirationItem = RestaurantOutputs['foodDirectory']['inspiration']['items'][number];
export type SpecialItem = RestaurantOutputs['foodDirectory']['specials']['items'][number];
