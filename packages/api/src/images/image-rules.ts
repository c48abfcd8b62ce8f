import type { ImageFormat } from '@edge/db/profile-kinds';

/**
 * What an upload must be, shared by the server (which enforces it) and the browser (which checks
 * first, to answer at once). Pure and free of Node APIs: the web imports it ('@edge/api/image-rules').
 */

/** A file of this many bytes or more is refused: "under 2 MB". */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The widths every upload is stored at (never enlarged: a narrower image keeps its own width). */
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** How many leading bytes sniffImage needs. */
export const SIGNATURE_BYTES = 16;

/** Image types recognised by their first bytes; only jpeg and png are accepted. */
export type SniffedType = ImageFormat | 'gif' | 'webp' | 'bmp' | 'tiff' | 'ico' | 'heif-avif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
	bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ type: SniffedType; test: (bytes: Uint8Array) => boolean }> = [
	{ type: 'jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
	{ type: 'png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
	{ type: 'gif', test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
	{ type: 'webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
	{ type: 'bmp', test: (b) => startsWith(b, ascii('BM')) },
	{ type: 'tiff', test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) },
	{ type: 'ico', test: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
	{ type: 'heif-avif', test: (b) => startsWith(b, ascii('ftyp'), 4) },
];

/** The image type the first bytes announce, or null when they are not a known image's. */
export function sniffImage(head: Uint8Array): SniffedType | null {
	return SIGNATURES.find((signature) => signature.test(head))?.type ?? null;
}

export type ImageRefusalKey = 'images.tooLarge' | 'images.wrongType' | 'images.notAnImage' | 'images.empty';

/**
 * Why a file of `size` bytes starting with `head` is refused, or null when it may be sent on. Only
 * the content decides, never the file's name or declared type. (The server also decodes the whole
 * file: a JPEG cut short passes here and is refused there.)
 */
export function imageRefusal(head: Uint8Array, size: number): ImageRefusalKey | null {
	if (size === 0) return 'images.empty';
	if (size >= MAX_IMAGE_BYTES) return 'images.tooLarge';
	const type = sniffImage(head);
	if (type === null) return 'images.notAnImage';
	if (type !== 'jpeg' && type !== 'png') return 'images.wrongType';
	return null;
}

/** The accepted format the bytes announce (call after imageRefusal said null). */
export function acceptedFormat(head: Uint8Array): ImageFormat | null {
	const type = sniffImage(head);
	return type === 'jpeg' || type === 'png' ? type : null;
}

/**
 * Files of an upload, in DATA_DIR/uploads/<id>/ and at /uploads/<id>/<file>:
 * - `<width>.webp`: what browsers get;
 * - `<width>.jpg` or `<width>.png` (the original format): the fallback, also the Open Graph image;
 * - `/uploads/<id>/<width>` (no extension) answers that fallback, so a page that knows only the
 *   id can name it.
 */
export const FALLBACK_EXTENSION: Record<ImageFormat, 'jpg' | 'png'> = { jpeg: 'jpg', png: 'png' };

export function variantFileName(width: ImageWidth, kind: 'webp' | ImageFormat): string {
	return `${width}.${kind === 'webp' ? 'webp' : FALLBACK_EXTENSION[kind]}`;
}
