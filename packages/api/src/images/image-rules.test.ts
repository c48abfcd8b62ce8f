import { describe, expect, it } from 'vitest';
import {
	acceptedFormat,
	IMAGE_WIDTHS,
	imageRefusal,
	MAX_IMAGE_BYTES,
	sniffImage,
	variantFileName,
} from './image-rules';

const bytes = (...values: Array<number | string>) =>
	Uint8Array.from(
		values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
	);

describe('image rules', () => {
	it('recognises images by their first bytes only', () => {
		expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
		expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
		expect(sniffImage(bytes('GIF89a'))).toBe('gif');
		expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
		expect(sniffImage(bytes(0, 0, 0, 0x20, 'ftypheic'))).toBe('heif-avif');
		expect(sniffImage(bytes('<svg xmlns='))).toBeNull();
		expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
	});

	it('accepts JPG and PNG under 2 MB; refuses the rest with its reason', () => {
		const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
		expect(imageRefusal(png, MAX_IMAGE_BYTES - 1)).toBeNull();
		expect(acceptedFormat(png)).toBe('png');
		expect(imageRefusal(png, MAX_IMAGE_BYTES)).toBe('images.tooLarge');
		expect(imageRefusal(png, 0)).toBe('images.empty');
		expect(imageRefusal(bytes('GIF87a'), 100)).toBe('images.wrongType');
		expect(imageRefusal(bytes('hello world'), 100)).toBe('images.notAnImage');
	});

	it('names the stored files', () => {
		expect(IMAGE_WIDTHS).toEqual([320, 800, 1600]);
		expect(variantFileName(800, 'webp')).toBe('800.webp');
		expect(variantFileName(800, 'jpeg')).toBe('800.jpg');
		expect(variantFileName(1600, 'png')).toBe('1600.png');
	});
});
