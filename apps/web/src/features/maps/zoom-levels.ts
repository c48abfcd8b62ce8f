/** The zoom levels the maps open at (Leaflet's and OpenStreetMap's scale: 0 is the whole world). */

/** Street level for a chosen point. */
export const POINT_ZOOM = 16;
/** City level, where a map shows Santo Domingo by default. */
export const CITY_ZOOM = 12;
/** A profile's place at neighbourhood level: close enough to find the street, wide enough to know the area. */
export const PROFILE_ZOOM = CITY_ZOOM + 3;
