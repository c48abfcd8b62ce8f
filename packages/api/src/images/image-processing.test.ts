import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { createDecodeQueue } from './decode-queue';
import { processImage } from './image-processing';

/**
 * A JPEG that is slow to decode for its size: 5000 x 5000 (just under the 25 MP cap) of noise in
 * every pixel, at quality 100 without chroma subsampling, progressive (about 70 MB). Its one decode
 * takes well over a second of sharp's time on this kind of machine, idle or busy (1.4-1.5 s
 * measured), where a photo of the same size takes a fraction of one; coarse blocks at quality 30
 * took 0.6 s, under the limit on an idle machine.
 */
async function slowJpeg(): Promise<Buffer> {
	const side = 5000;
	const data = Buffer.alloc(side * side * 3);
	let state = 2463534242;
	for (let i = 0; i < data.length; i++) {
		// xorshift32: noise no encoder can compress, fixed from run to run.
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		data[i] = state & 255;
	}
	return sharp(data, { raw: { width: side, height: side, channels: 3 } })
		.jpeg({ quality: 100, progressive: true, chromaSubsampling: '4:4:4' })
		.toBuffer();
}

describe('processImage limits', () => {
	it('refuses an image whose decoding or encoding passes the time limit (images.tooSlow)', async () => {
		const refusal = await processImage(await slowJpeg(), 'jpeg', { seconds: 1, queue: createDecodeQueue() }).catch(
			(error: unknown) => error,
		);
		expect(refusal).toBeInstanceOf(AppError);
		expect(refusal).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'images.tooSlow' });
	}, 60_000);

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
