import type { ImageFormat } from '@edge/db';
import sharp from 'sharp';
import { AppError } from '../shared/app-error';
import { IMAGE_WIDTHS, variantFileName } from './image-rules';

/**
 * Largest picture accepted, in pixels (about 7000 x 5700). A small file can announce a huge
 * picture (a "decompression bomb"); the header says so before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageFile {
	name: string;
	data: Buffer;
}

export interface ProcessedImage {
	/** Size of the largest variant stored (the upright picture, at most 1600 wide). */
	width: number;
	height: number;
	files: ImageFile[];
}

const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1600;

/**
 * Decodes the whole file (so a file cut short or damaged is refused, not stored half grey), turns it
 * upright by its EXIF orientation, and writes each width as WebP and in its own format. Nothing of
 * the original survives but its pixels: sharp writes no metadata unless asked, so EXIF (GPS
 * position, camera, owner) is gone. Refusals are AppError BAD_REQUEST with an images.* key.
 */
export async function processImage(bytes: Uint8Array, format: ImageFormat): Promise<ProcessedImage> {
	const header = await sharp(bytes)
		.metadata()
		.catch(() => {
			throw new AppError('BAD_REQUEST', 'images.corrupt');
		});
	if (header.format !== format) throw new AppError('BAD_REQUEST', 'images.corrupt');
	if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS)
		throw new AppError('BAD_REQUEST', 'images.tooManyPixels');

	// One full decode, straight to the largest width; the smaller ones are made from these pixels.
	const decoded = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS })
		.rotate()
		.resize({ width: largest, withoutEnlargement: true })
		.toColourspace('srgb')
		.raw()
		.toBuffer({ resolveWithObject: true })
		.catch(() => {
			throw new AppError('BAD_REQUEST', 'images.corrupt');
		});
	const { width, height, channels } = decoded.info;
	const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });

	const files = await Promise.all(
		IMAGE_WIDTHS.flatMap((target) => {
			const resized = () => pixels().resize({ width: target, withoutEnlargement: true });
			return [
				resized()
					.webp({ quality: 80 })
					.toBuffer()
					.then((data) => ({ name: variantFileName(target, 'webp'), data })),
				(format === 'jpeg' ? resized().jpeg({ quality: 82, mozjpeg: true }) : resized().png())
					.toBuffer()
					.then((data) => ({ name: variantFileName(target, format), data })),
			];
		}),
	);
	return { width, height, files };
}
