import { profiles } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { registerViaApi, visible } from './support/journeys';

describe.skipIf(!chromiumPath)('maps under the header', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it("a profile's map scrolls under the sticky header, its zoom buttons included", async () => {
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
		const context = await app.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await page.goto(`/businessProfile?id=${id}`);
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
