/**
 * Web Mercator tiles (the scheme of OpenStreetMap and of every Leaflet tile URL template) around a
 * point, placed as Leaflet places them: the point at the middle of the map, each 256-pixel tile at
 * its offset from there. The map preview (map-preview.tsx) draws a profile's map from these with
 * plain images, without Leaflet.
 */
export const TILE_SIZE = 256;

/** The world pixel of a point at a zoom level: 256 · 2^zoom pixels around the equator. */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
	const size = TILE_SIZE * 2 ** zoom;
	const sin = Math.sin((lat * Math.PI) / 180);
	return {
		x: ((lng + 180) / 360) * size,
		y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
	};
}

export interface PlacedTile {
	x: number;
	y: number;
	zoom: number;
	/** The tile's top-left corner from the map's middle, in CSS pixels (whole ones, as Leaflet rounds). */
	left: number;
	top: number;
	/** The narrowest map that shows some of this tile (0: every map does). */
	minWidth: number;
}

/**
 * The tiles that cover `halfWidth` and `halfHeight` pixels on each side of the point: every tile a
 * map up to twice those sizes shows, whatever its width (the preview does not know it when drawn;
 * each tile says from which width it is seen).
 * Rows past the poles are left out; columns wrap around the world as Leaflet's do.
 */
export function tilesAround(
	lat: number,
	lng: number,
	zoom: number,
	halfWidth: number,
	halfHeight: number,
): PlacedTile[] {
	const centre = worldPixel(lat, lng, zoom);
	const originX = Math.round(centre.x);
	const originY = Math.round(centre.y);
	const count = 2 ** zoom;
	const first = { x: Math.floor((originX - halfWidth) / TILE_SIZE), y: Math.floor((originY - halfHeight) / TILE_SIZE) };
	const last = { x: Math.floor((originX + halfWidth) / TILE_SIZE), y: Math.floor((originY + halfHeight) / TILE_SIZE) };
	const tiles: PlacedTile[] = [];
	for (let y = Math.max(first.y, 0); y <= Math.min(last.y, count - 1); y++) {
		for (let x = first.x; x <= last.x; x++) {
			const left = x * TILE_SIZE - originX;
			const minWidth = Math.max(0, 2 * left, -2 * (left + TILE_SIZE));
			tiles.push({ x: ((x % count) + count) % count, y, zoom, left, top: y * TILE_SIZE - originY, minWidth });
		}
	}
	return tiles;
}

/** Leaflet's default subdomains for `{s}`. */
const SUBDOMAINS = ['a', 'b', 'c'];

/**
 * A tile's address from a Leaflet URL template: {z}, {x}, {y}, {s} (picked as Leaflet does, by
 * x + y) and {r} ("@2x" for a retina screen's tile, as Leaflet fills it).
 */
export function tileAddress(template: string, tile: Pick<PlacedTile, 'x' | 'y' | 'zoom'>, retina = false): string {
	const values: Record<string, string> = {
		z: String(tile.zoom),
		x: String(tile.x),
		y: String(tile.y),
		s: SUBDOMAINS[Math.abs(tile.x + tile.y) % SUBDOMAINS.length] ?? 'a',
		r: retina ? '@2x' : '',
	};
	return template.replace(/\{([zxysr])\}/g, (whole, key: string) => values[key] ?? whole);
}
