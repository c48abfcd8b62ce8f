import type { ImageWidth } from '@edge/api/image-rules';
import { Image, type ImageProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { imageSources } from './image-sources';

export type UploadedImageProps = Omit<ImageProps, 'src' | 'fallbackSrc'> &
	Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src' | 'srcSet' | 'width' | 'alt'> & {
		/** The upload's id (uploads.id). */
		id: string;
		/** Which stored width to show; the next one up is offered to dense screens. */
		width: ImageWidth;
		alt: string;
	};

/**
 * An uploaded image as <picture>: the WebP source first, then the original format for browsers
 * without WebP. Lazy by default: most uploads are in lists below the fold.
 */
export function UploadedImage({ id, width, alt, loading = 'lazy', ...imageProps }: UploadedImageProps) {
	const sources = imageSources(id, width);
	return (
		<picture>
			<source type="image/webp" srcSet={sources.webpSet} />
			<Image
				src={sources.fallback}
				srcSet={sources.fallbackSet}
				alt={alt}
				loading={loading}
				decoding="async"
				{...imageProps}
			/>
		</picture>
	);
}
