import type { Locator, Page } from 'playwright-core';

/**
 * What a person sees of an element, measured in the page: the contrast of its text on what is
 * behind it, and where a button's label sits in its box. For the states axe cannot reach (a hovered
 * button) and the geometry it does not check.
 */

/** Waits until every finite animation and transition of the page has ended (a hover's fade, a drawer's slide). */
export async function animationsDone(page: Page): Promise<void> {
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
				.map((animation) => animation.finished.catch(() => undefined)),
		),
	);
}

export interface TextContrast {
	/** WCAG's contrast ratio, 1 to 21. */
	ratio: number;
	text: string;
	background: string;
}

/**
 * WCAG's contrast ratio of the element's text colour on its effective background: the background
 * colours of the element and its ancestors laid over one another (over a white page) up to the first
 * opaque one. Fails on a background image or a translucent element on the way, which this cannot
 * compose.
 */
export async function textContrast(element: Locator): Promise<TextContrast> {
	const measured = await element.evaluate((node: Element) => {
		type Rgba = [number, number, number, number];
		const canvas = document.createElement('canvas').getContext('2d');
		if (!canvas) throw new Error('no 2d canvas');
		// The canvas turns any CSS colour (rgb, color(srgb …), oklab…) into 8-bit sRGB with alpha.
		const parse = (css: string): Rgba => {
			canvas.clearRect(0, 0, 1, 1);
			canvas.fillStyle = css;
			canvas.fillRect(0, 0, 1, 1);
			const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
			return [r, g, b, a / 255];
		};
		const over = (top: Rgba, below: Rgba): Rgba => {
			const alpha = top[3] + below[3] * (1 - top[3]);
			if (alpha === 0) return [0, 0, 0, 0];
			const channel = (index: 0 | 1 | 2) => (top[index] * top[3] + below[index] * below[3] * (1 - top[3])) / alpha;
			return [channel(0), channel(1), channel(2), alpha];
		};
		const layers: Rgba[] = [];
		for (let current: Element | null = node; current; current = current.parentElement) {
			const style = getComputedStyle(current);
			if (Number(style.opacity) < 1) throw new Error(`translucent element on the way: ${current.tagName}`);
			const color = parse(style.backgroundColor);
			if (color[3] > 0) layers.push(color);
			if (color[3] === 1) break;
			if (style.backgroundImage !== 'none') throw new Error(`background image on the way: ${current.tagName}`);
		}
		let background: Rgba = [255, 255, 255, 1];
		for (const layer of layers.reverse()) background = over(layer, background);
		const text = over(parse(getComputedStyle(node).color), background);
		const luminance = (color: Rgba) => {
			const linear = color
				.slice(0, 3)
				.map((value) => value / 255)
				.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
			return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
		};
		const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
		const css = (color: Rgba) => `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`;
		return { ratio: (light + 0.05) / (dark + 0.05), text: css(text), background: css(background) };
	});
	return { ...measured, ratio: Math.round(measured.ratio * 100) / 100 };
}

export interface LabelGaps {
	left: number;
	right: number;
	top: number;
	bottom: number;
}

/** The space between a Mantine button's border box and its label's box, on each side, in CSS pixels. */
export async function labelGaps(button: Locator): Promise<LabelGaps> {
	return button.evaluate((root: Element) => {
		const label = root.querySelector('.mantine-Button-label');
		if (!label) throw new Error('not a Mantine button: no .mantine-Button-label');
		const outer = root.getBoundingClientRect();
		const inner = label.getBoundingClientRect();
		return {
			left: inner.left - outer.left,
			right: outer.right - inner.right,
			top: inner.top - outer.top,
			bottom: outer.bottom - inner.bottom,
		};
	});
}
