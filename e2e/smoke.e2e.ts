import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';

describe.skipIf(!chromiumPath)('home page', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('renders in Spanish by default, at phone and desktop sizes', async () => {
		for (const [width, height] of [
			[390, 844],
			[1280, 800],
		] as const) {
			const context = await app.newContext({ viewport: { width, height } });
			const page = await context.newPage();
			await page.goto('/');
			await page.getByTestId('home-page').waitFor();
			expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
			await screenshot(page, `home-${width}x${height}`);
			await context.close();
		}
	});
});
