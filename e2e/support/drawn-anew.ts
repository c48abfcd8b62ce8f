import type { Page } from 'playwright-core';

/**
 * A page the server drew, opened where the app draws it anew (a token in localStorage, another
 * language chosen: main.tsx), with the app held before it can draw: every script the app asks for
 * once the drawn page's text fields are live waits for `release`. The fields come live as the app
 * starts to load its route (docs/ssr.md), so the page stays the drawn one, fields live and buttons
 * inert, until then. Scripts asked for earlier (the entry, the catalogs) pass.
 */
export async function openDrawnWithAppHeld(page: Page, path: string): Promise<{ release: () => void }> {
	let release = () => {};
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route(/\/assets\/.*\.js$/, async (route) => {
		const held = await page.evaluate(drawnFieldsAreLive).catch(() => false);
		if (held) await released;
		await route.continue().catch(() => undefined);
	});
	// Not waiting for `load`: the held scripts would hold it.
	await page.goto(path, { waitUntil: 'domcontentloaded' });
	await page.waitForFunction(drawnFieldsAreLive).catch(async (error: Error) => {
		// Say what the page was instead: the plain shell (the server gave up the draw), the app's own page…
		const state = await page.evaluate(() => {
			const root = document.getElementById('root');
			return `root ${root?.hasAttribute('data-drawn') ? 'drawn' : 'not drawn'}, lang ${document.documentElement.lang}, fields ${[...(root?.querySelectorAll('input') ?? [])].map((input) => `${input.name}${input.inert ? ' inert' : ''}`).join(', ')}`;
		});
		throw new Error(`${path}: the drawn page's fields never came live while the app was held (${state})`, {
			cause: error,
		});
	});
	return { release };
}

/** In the page: the root still marked drawn (the app not live), one of its named fields live. */
function drawnFieldsAreLive(): boolean {
	return document.querySelector('#root[data-drawn] input[name]:not([inert])') !== null;
}
