/** The Edge Calendar's limits, free of drizzle so the web app can import them. */
export const EVENT_TITLE_MAX = 120;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LINK_MAX = 500;
/** Calendar times are Santo Domingo's (UTC-4 all year, no daylight saving). */
export const EVENT_TIME_ZONE = 'America/Santo_Domingo';
