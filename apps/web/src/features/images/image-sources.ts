import { IMAGE_WIDTHS, type ImageWidth } from '@edge/api/image-rules';

export interface ImageSources {
	/** The WebP file every current browser shows. */
	webp: string;
	/** The same picture in its original format (JPEG or PNG), for browsers without WebP. */
	fallback: string;
	/** srcset values offering the next width up to screens with dense pixels. */
	webpSet: string;
	fallbackSet: string;
}

/**
 * URLs of an upload at one width, from its id alone: /uploads/<id>/<width>.webp, and
 * /uploads/<id>/<width> (no extension), which the server answers with the original-format file
 * (<width>.jpg or <width>.png), so the page does not need to know the format.
 */
export function imageSources(id: string, width: ImageWidth): ImageSources {
	const base = `/uploads/${encodeURIComponent(id)}/`;
	const webp = `${base}${width}.webp`;
	const fallback = `${base}${width}`;
	const denser = IMAGE_WIDTHS.find((candidate) => candidate >= width * 2);
	return {
		webp,
		fallback,
		webpSet: denser ? `${webp} 1x, ${base}${denser}.webp 2x` : webp,
		fallbackSet: denser ? `${fallback} 1x, ${base}${denser} 2x` : fallback,
	};
}
