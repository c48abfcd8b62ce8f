/** Height of every map in the app, shared by the maps and their loading placeholders. */
export const MAP_HEIGHT = 320;
