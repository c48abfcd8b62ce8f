/**
 * Renders the PWA's PNG icons from SVG with the system Chromium (no image library needed); the
 * PNGs are committed in apps/web/public. Run after changing the mark or a shortcut icon:
 *   npx tsx apps/web/src/features/pwa/icons/render-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../../../../public/', import.meta.url));
const TEAL = '#0b7285';
/** The "E" of favicon.svg, drawn in a 64×64 box. */
const MARK = 'M20 16h26v7H28v6h15v7H28v6h18v7H20z';

/**
 * Maskable: the background fills the whole square (the launcher crops it to its own shape) and the
 * mark sits well inside the safe zone, a circle of 40% of the size around the centre.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/><g transform="translate(32 32) scale(0.72) translate(-33 -32.5)"><path d="${MARK}" fill="#fff"/></g></svg>`;

/** Tabler outline icons (MIT), white on the app's rounded square, for the manifest's shortcuts. */
const SHORTCUTS: Record<string, string> = {
	search: '<path d="M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0"/><path d="M21 21l-6 -6"/>',
	chat: '<path d="M21 14l-3 -3h-7a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1h9a1 1 0 0 1 1 1v10"/><path d="M14 15v2a1 1 0 0 1 -1 1h-7l-3 3v-10a1 1 0 0 1 1 -1h2"/>',
	calendar:
		'<path d="M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12"/><path d="M16 3l0 4"/><path d="M8 3l0 4"/><path d="M4 11l16 0"/><path d="M8 15h2v2h-2l0 -2"/>',
};
const shortcut = (paths: string) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="${TEAL}"/><g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;

const ICONS: Array<{ file: string; svg: string; size: number }> = [
	{ file: 'icon-maskable-512.png', svg: maskable, size: 512 },
	...Object.entries(SHORTCUTS).map(([name, paths]) => ({
		file: `shortcut-${name}-96.png`,
		svg: shortcut(paths),
		size: 96,
	})),
];

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--headless=new', '--no-sandbox'],
});
const page = await browser.newPage();
for (const icon of ICONS) {
	await page.setViewportSize({ width: icon.size, height: icon.size });
	const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
	await page.setContent(
		`<html><body style="margin:0;background:transparent"><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
	);
	await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
	writeFileSync(`${PUBLIC}${icon.file}`, await page.screenshot({ omitBackground: true }));
	console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
await browser.close();
