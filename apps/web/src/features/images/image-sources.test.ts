import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

describe('imageSources', () => {
	it('names the WebP file and the extension-less fallback, offering the next width up to dense screens', () => {
		expect(imageSources('abcDEF12_-', 320)).toEqual({
			webp: '/uploads/abcDEF12_-/320.webp',
			fallback: '/uploads/abcDEF12_-/320',
			webpSet: '/uploads/abcDEF12_-/320.webp 1x, /uploads/abcDEF12_-/800.webp 2x',
			fallbackSet: '/uploads/abcDEF12_-/320 1x, /uploads/abcDEF12_-/800 2x',
		});
		expect(imageSources('abcDEF12_-', 800).webpSet).toBe(
			'/uploads/abcDEF12_-/800.webp 1x, /uploads/abcDEF12_-/1600.webp 2x',
		);
		expect(imageSources('abcDEF12_-', 1600).webpSet).toBe('/uploads/abcDEF12_-/1600.webp');
	});
});
