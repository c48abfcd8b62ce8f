import type { ImageFormat } from '@edge/db';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../shared/app-error';
import { createDecodeQueue, type DecodeQueue } from './decode-queue';
import { IMAGE_WIDTHS, variantFileName } from './image-rules';

/**
 * Largest picture accepted, in pixels: 25 megapixels (6000 x 4000, a 24 MP camera's photo, fits;
 * pages show at most 1600 pixels wide). A small file can announce a huge picture (a "decompression
 * bomb"); the header says so before anything is decoded. Decoding costs time by the pixel: a
 * 233 KB 6300 x 6300 JPEG (39.7 MP, under the 40 MP allowed before) took 6.6 s of the server.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * Each sharp pipeline (the decode, each encode) is stopped after this many seconds, and the image is
 * refused (images.tooSlow). On this 2-core machine, busy (load average near 15): decoding a
 * 5000 x 5000 progressive JPEG took 0.3-0.4 s; the six encodes of fine random detail took 4.6 s in
 * all from a 2400 x 2400 image, 6-10 s from a 5000 x 5000 one (WebP and mozjpeg cost by the
 * detail). A photo's pipelines each take a fraction of that.
 */
export const IMAGE_TIME_LIMIT_SECONDS = 10;

/**
 * The tallest picture stored, 4 times the largest width: a very tall image (20000 pixels high) is
 * made smaller to fit, where WebP (16383 pixels at most) failed on it with a server error.
 */
export const MAX_STORED_HEIGHT = 6400;

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

export interface ImageProcessingLimits {
	/** Seconds each sharp pipeline may run (sharp's timeout). */
	seconds: number;
	/** Where images wait for their turn: one queue for the process (decode-queue.ts). */
	queue: DecodeQueue;
}

const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1600;

/** The process's one queue: the thread pool it protects is the process's. */
const processQueue = createDecodeQueue();

const DEFAULT_LIMITS: ImageProcessingLimits = { seconds: IMAGE_TIME_LIMIT_SECONDS, queue: processQueue };

/** sharp's own error for a pipeline past its timeout reads "timeout: N% complete". */
const isTimeout = (error: unknown) => error instanceof Error && /^timeout\b/i.test(error.message);

/** Encodes within the time limit: past it the image is refused (images.tooSlow); other failures are ours. */
function encode(pipeline: Sharp, seconds: number): Promise<Buffer> {
	return pipeline
		.timeout({ seconds })
		.toBuffer()
		.catch((error: unknown) => {
			throw isTimeout(error) ? new AppError('BAD_REQUEST', 'images.tooSlow') : error;
		});
}

/**
 * Decodes the whole file (so a file cut short or damaged is refused, not stored half grey), turns it
 * upright by its EXIF orientation, and writes each width as WebP and in its own format. Nothing of
 * the original survives but its pixels: sharp writes no metadata unless asked, so EXIF (GPS
 * position, camera, owner) is gone. Refusals are AppError BAD_REQUEST with an images.* key
 * (tooManyPixels with the cap, tooSlow past the time limit), or SERVICE_UNAVAILABLE images.busy when
 * too many images are waiting already.
 *
 * The header is read at once; the decoding and encoding wait for a turn in the queue, and run one
 * pipeline at a time, so an image holds one of libuv's threads, never all of them.
 */
export async function processImage(
	bytes: Uint8Array,
	format: ImageFormat,
	{ seconds, queue }: ImageProcessingLimits = DEFAULT_LIMITS,
): Promise<ProcessedImage> {
	const header = await sharp(bytes)
		.metadata()
		.catch(() => {
			throw new AppError('BAD_REQUEST', 'images.corrupt');
		});
	if (header.format !== format) throw new AppError('BAD_REQUEST', 'images.corrupt');
	if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS)
		throw new AppError('BAD_REQUEST', 'images.tooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 });

	return queue(async () => {
		// One full decode, straight to the largest size; the smaller ones are made from these pixels.
		const decoded = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS })
			.rotate()
			.resize({ width: largest, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true })
			.toColourspace('srgb')
			.raw()
			.timeout({ seconds })
			.toBuffer({ resolveWithObject: true })
			.catch((error: unknown) => {
				throw new AppError('BAD_REQUEST', isTimeout(error) ? 'images.tooSlow' : 'images.corrupt');
			});
		const { width, height, channels } = decoded.info;
		const resized = (target: number) =>
			sharp(decoded.data, { raw: { width, height, channels } }).resize({ width: target, withoutEnlargement: true });

		const files: ImageFile[] = [];
		for (const target of IMAGE_WIDTHS) {
			const webp = resized(target).webp({ quality: 80 });
			files.push({ name: variantFileName(target, 'webp'), data: await encode(webp, seconds) });
			const fallback = format === 'jpeg' ? resized(target).jpeg({ quality: 82, mozjpeg: true }) : resized(target).png();
			files.push({ name: variantFileName(target, format), data: await encode(fallback, seconds) });
		}
		return { width, height, files };
	});
}
