import { describe, expect, it } from 'vitest';
import { TILE_SIZE, tileAddress, tilesAround, worldPixel } from './tile-math';

describe('map tiles', () => {
	it('projects a point as Web Mercator does', () => {
		expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
		// The Colonial Zone at zoom 15 lies in OpenStreetMap's tile 10022/14672.
		const { x, y } = worldPixel(18.4734, -69.8849, 15);
		expect([Math.floor(x / TILE_SIZE), Math.floor(y / TILE_SIZE)]).toEqual([10022, 14672]);
	});

	it('places the tiles around the point, the point at the middle', () => {
		const tiles = tilesAround(18.4734, -69.8849, 15, 300, 160);
		const centre = worldPixel(18.4734, -69.8849, 15);
		// The tile under the point holds the middle (0, 0) of the map.
		const under = tiles.find((tile) => tile.x === 10022 && tile.y === 14672);
		expect(under).toBeDefined();
		if (!under) return;
		expect(under.left).toBe(10022 * TILE_SIZE - Math.round(centre.x));
		expect(under.left).toBeLessThanOrEqual(0);
		expect(under.left).toBeGreaterThan(-TILE_SIZE);
		expect(under.top).toBeLessThanOrEqual(0);
		expect(under.top).toBeGreaterThan(-TILE_SIZE);
		// Together they cover 300 px each side and 160 above and below, with no tile twice.
		const lefts = tiles.map((tile) => tile.left);
		const tops = tiles.map((tile) => tile.top);
		expect(Math.min(...lefts)).toBeLessThanOrEqual(-300);
		expect(Math.max(...lefts) + TILE_SIZE).toBeGreaterThanOrEqual(300);
		expect(Math.min(...tops)).toBeLessThanOrEqual(-160);
		expect(Math.max(...tops) + TILE_SIZE).toBeGreaterThanOrEqual(160);
		expect(new Set(tiles.map((tile) => `${tile.x}/${tile.y}`)).size).toBe(tiles.length);
		// Each tile is seen from the width at which the map's edge reaches it.
		expect(under.minWidth).toBe(0);
		for (const tile of tiles) {
			const seenAt = (width: number) => tile.left < width / 2 && tile.left + TILE_SIZE > -width / 2;
			expect(seenAt(tile.minWidth + 1)).toBe(true);
			if (tile.minWidth > 0) expect(seenAt(tile.minWidth)).toBe(false);
		}
	});

	it('wraps columns around the world and leaves out rows past the poles', () => {
		const tiles = tilesAround(84, 179.99, 1, 300, 300);
		expect(tiles.every((tile) => tile.x >= 0 && tile.x < 2 && tile.y >= 0 && tile.y < 2)).toBe(true);
		expect(tiles.some((tile) => tile.left < 0 && tile.x === 1)).toBe(true);
		expect(tiles.some((tile) => tile.left >= 0 && tile.x === 0)).toBe(true);
	});

	it("fills a Leaflet URL template's placeholders", () => {
		const tile = { x: 10022, y: 14672, zoom: 15 };
		expect(tileAddress('https://tile.openstreetmap.org/{z}/{x}/{y}.png', tile)).toBe(
			'https://tile.openstreetmap.org/15/10022/14672.png',
		);
		// {s} as Leaflet picks it: (x + y) mod 3 of a, b, c; {r} for a retina screen.
		expect(tileAddress('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', tile)).toBe(
			'https://b.tiles.example/15/10022/14672.png',
		);
		expect(tileAddress('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { ...tile, x: 10023 }, true)).toBe(
			'https://c.tiles.example/15/10023/14672@2x.png',
		);
	});
});
