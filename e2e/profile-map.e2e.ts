import { profiles } from '@edge/db';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { appIsLive, registerViaApi, visible } from './support/journeys';

/**
 * A profile's map (features/maps/map-preview.tsx): drawn by the server as plain tile images, the
 * live Leaflet map only when the visitor presses it, at the same place and zoom.
 */
describe.skipIf(!chromiumPath)("a profile's map", () => {
	let app: E2eApp;
	let profileId: number;
	beforeAll(async () => {
		app = await startE2eApp();
		const owner = await registerViaApi(app.url, { firstName: 'Luis' });
		const id = app.db
			.insert(profiles)
			.values({
				ownerId: owner.id,
				kind: 'business',
				title: 'Taller Mecánico Luis',
				about: 'Frenos, suspensión y diagnóstico.',
				categorySlug: 'auto-repair',
				address: 'Av. Duarte 45',
				city: 'Santiago de los Caballeros',
				lat: 19.4517,
				lng: -70.697,
			})
			.returning({ id: profiles.id })
			.get()?.id;
		if (id === undefined) throw new Error('no profile');
		profileId = id;
	});
	afterAll(async () => {
		await app?.stop();
	});

	/**
	 * The tile server is outside this machine's reach: each tile answers with a plain picture. Returns
	 * the addresses asked for.
	 */
	async function withTiles(context: BrowserContext): Promise<string[]> {
		const asked: string[] = [];
		await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => {
			asked.push(route.request().url());
			return route.fulfill({
				contentType: 'image/svg+xml',
				body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8f0e0"/></svg>',
			});
		});
		return asked;
	}

	/** Santiago at zoom 15: the tile that holds the place. */
	const CENTRE_TILE = 'https://tile.openstreetmap.org/15/9949/14578.png';

	/** Where the tile with this address is on the screen. */
	const tileBox = (page: Page, selector: string, src: string) =>
		page.locator(`${selector} img[src="${src}"]`).first().boundingBox();

	it('is drawn with the page, tiles and marker, before any script runs', async () => {
		const context = await app.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
		await withTiles(context);
		const page = await context.newPage();
		await page.goto(`/businessProfile?id=${profileId}`);
		const preview = await visible(page.getByTestId('profile-map-preview'));
		const sources = await preview
			.locator('img[loading="lazy"]')
			.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
		expect(sources).toContain(CENTRE_TILE);
		// The tiles past the box's edges are hidden (with scripts on, never fetched: the next test).
		const shown = await preview
			.locator('img[loading="lazy"]')
			.evaluateAll((images) =>
				images.filter((image) => image.checkVisibility()).map((image) => image.getBoundingClientRect()),
			);
		const box = await preview.boundingBox();
		if (!box) throw new Error('the preview is not laid out');
		expect(shown.length).toBeGreaterThanOrEqual(4);
		expect(shown.length).toBeLessThan(sources.length);
		for (const tile of shown) {
			expect(tile.right).toBeGreaterThan(box.x);
			expect(tile.left).toBeLessThan(box.x + box.width);
		}
		await expect
			.poll(() =>
				page.locator(`img[src="${CENTRE_TILE}"]`).evaluate((image) => (image as HTMLImageElement).naturalWidth),
			)
			.toBe(256);
		expect(await preview.getByRole('button', { name: 'Explorar el mapa de Taller Mecánico Luis' }).count()).toBe(1);
		expect(await preview.textContent()).toContain('OpenStreetMap');
		await context.close();
	});

	it('loads Leaflet only when pressed, and opens it where the preview was, focused from the keyboard', async () => {
		const context = await app.newContext({ viewport: { width: 390, height: 844 } });
		const tilesAsked = await withTiles(context);
		const page = await context.newPage();
		const scripts: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(request.url());
		});
		await page.goto(`/businessProfile?id=${profileId}`);
		await appIsLive(page);
		await page.waitForLoadState('networkidle');
		expect(await page.locator('.leaflet-container').count()).toBe(0);
		const scriptsBefore = scripts.length;
		// The preview asked the tile server for the tiles it shows, not for those it hides.
		const preview = page.getByTestId('profile-map-preview');
		await preview.scrollIntoViewIfNeeded();
		const shown = await preview
			.locator('img[loading="lazy"]')
			.evaluateAll((images) =>
				images.filter((image) => image.checkVisibility()).map((image) => (image as HTMLImageElement).src),
			);
		expect(shown.length).toBeGreaterThanOrEqual(4);
		await expect.poll(() => new Set(tilesAsked).size).toBe(shown.length);
		expect(new Set(tilesAsked)).toEqual(new Set(shown));
		const src = CENTRE_TILE;
		// Focused first: the page scrolls the button into view.
		await page.getByTestId('profile-map-explore').focus();
		const before = await tileBox(page, '[data-testid="profile-map-preview"]', src);
		await page.keyboard.press('Enter');
		const map = await visible(page.getByTestId('profile-map'));
		await visible(map.locator('.leaflet-marker-icon'));
		expect(scripts.length).toBeGreaterThan(scriptsBefore);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('leaflet-container'))).toBe(true);
		await expect.poll(() => tileBox(page, '[data-testid="profile-map"]', src)).toBeTruthy();
		const after = await tileBox(page, '[data-testid="profile-map"]', src);
		expect(before).not.toBeNull();
		expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(1);
		expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
		expect(await page.getByTestId('profile-map-preview').count()).toBe(0);
		await context.close();
	});

	it('scrolls under the sticky header, its zoom buttons included', async () => {
		const context = await app.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await page.goto(`/businessProfile?id=${profileId}`);
		await appIsLive(page);
		await page.getByTestId('profile-map-explore').click();
		const map = await visible(page.getByTestId('profile-map'));
		const zoomIn = await visible(map.locator('.leaflet-control-zoom-in'));
		// Scroll so the zoom button sits right under the header's middle.
		const header = page.locator('header').first();
		const headerBox = await header.boundingBox();
		const buttonBox = await zoomIn.boundingBox();
		if (!headerBox || !buttonBox) throw new Error('header or zoom button not laid out');
		await page.evaluate((dy) => window.scrollBy(0, dy), buttonBox.y - (headerBox.y + headerBox.height / 2));
		const point = { x: buttonBox.x + buttonBox.width / 2, y: headerBox.y + headerBox.height / 2 };
		const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null, point);
		expect(onTop).toBe(true);
		await context.close();
	});
});
