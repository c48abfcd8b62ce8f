import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { createDecodeQueue } from './decode-queue';
import { processImage } from './image-processing';

/**
 * A JPEG that is slow to decode for its size: 5000 x 5000 (under the 25 MP cap) of coarse random
 * blocks, progressive, about 1.2 MB. It takes seconds of sharp's time, where a photo of the same
 * size takes well under one.
 */
async function slowJpeg(): Promise<Buffer> {
	const side = 625;
	const data = Buffer.alloc(side * side * 3);
	for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
	const small = await sharp(data, { raw: { width: side, height: side, channels: 3 } })
		.png()
		.toBuffer();
	return sharp(small).resize(5000, 5000, { kernel: 'nearest' }).jpeg({ quality: 30, progressive: true }).toBuffer();
}

describe('processImage limits', () => {
	it('refuses an image whose decoding or encoding passes the time limit (images.tooSlow)', async () => {
		const started = performance.now();
		const refusal = await processImage(await slowJpeg(), 'jpeg', { seconds: 1, queue: createDecodeQueue() }).catch(
			(error: unknown) => error,
		);
		expect(refusal).toBeInstanceOf(AppError);
		expect(refusal).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'images.tooSlow' });
		expect(performance.now() - started).toBeLessThan(10_000);
	});

	it('stores a very tall image smaller instead of failing on WebP’s largest size', async () => {
		const tall = await sharp({ create: { width: 1000, height: 20_000, channels: 3, background: '#3366aa' } })
			.png()
			.toBuffer();
		const image = await processImage(tall, 'png');
		expect(image).toMatchObject({ width: 320, height: 6400 });
		expect(image.files.map((file) => file.name).sort()).toEqual([
			'1600.png',
			'1600.webp',
			'320.png',
			'320.webp',
			'800.png',
			'800.webp',
		]);
	});
});
