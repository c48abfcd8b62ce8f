import { existsSync, readdirSync } from 'node:fs';
import { DECODE_QUEUE_LIMITS } from '@edge/api';
import { uploads } from '@edge/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';

/**
 * What decoding an upload may cost the server (docs/directory.md, "Images"; docs/api.md, "Limits"):
 * a capped number of pixels, a few images at a time, and the rest of the server answering meanwhile.
 */
let server: TestServer;
let user: RegisteredUser;
beforeAll(async () => {
	server = await startTestServer();
	user = await registerUser(server);
});
afterAll(async () => {
	await server.stop();
});

interface Answer {
	status: number;
	body: { id?: string; error?: string };
}

async function upload(bytes: Uint8Array, headers: Record<string, string> = {}): Promise<Answer> {
	const form = new FormData();
	form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
	const response = await fetch(`${server.url}/api/v1/uploads`, {
		method: 'POST',
		body: form,
		headers: { ...bearer(user.token), ...headers },
	});
	return { status: response.status, body: (await response.json()) as Answer['body'] };
}

function stored() {
	const dir = server.settings.uploadsDir;
	return {
		folders: existsSync(dir) ? readdirSync(dir).sort() : [],
		rows: server.db.select({ id: uploads.id }).from(uploads).all().length,
	};
}

const solidJpeg = (side: number) =>
	sharp({ create: { width: side, height: side, channels: 3, background: '#2a6f97' } })
		.jpeg({ quality: 60 })
		.toBuffer();

/**
 * 2400 x 2400 of coarse random blocks, progressive, about 260 KB: seconds of decoding and encoding
 * (WebP and mozjpeg on detail everywhere), where a photo of the size takes a fraction of one.
 */
async function slowJpeg(): Promise<Buffer> {
	const side = 300;
	const data = Buffer.alloc(side * side * 3);
	for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
	const small = await sharp(data, { raw: { width: side, height: side, channels: 3 } })
		.png()
		.toBuffer();
	return sharp(small).resize(2400, 2400, { kernel: 'nearest' }).jpeg({ quality: 30, progressive: true }).toBuffer();
}

async function health(): Promise<number> {
	const response = await fetch(`${server.url}/api/health`);
	await response.text();
	return response.status;
}

describe('an image with too many pixels', () => {
	it('is refused from its header with the cap in the message, in either language, and nothing is stored', async () => {
		// 10000 x 10000 of one colour is a small file announcing 100 megapixels; 6300 x 6300 (39.7 MP)
		// took 6.6 s of the server when 40 MP were allowed.
		for (const side of [10_000, 6300]) {
			const bytes = await solidJpeg(side);
			expect(bytes.length).toBeLessThan(1024 * 1024);
			const before = stored();
			expect(await upload(bytes)).toEqual({
				status: 400,
				body: {
					error:
						'La imagen tiene demasiados píxeles: 25 megapíxeles como máximo (por ejemplo 6000 × 4000). Redúcela e inténtalo de nuevo.',
				},
			});
			expect(await upload(bytes, { 'accept-language': 'en' })).toEqual({
				status: 400,
				body: {
					error:
						'The image has too many pixels: 25 megapixels at most (6000 × 4000, say). Make it smaller and try again.',
				},
			});
			expect(stored()).toEqual(before);
		}
	});
});

describe('slow images', () => {
	it('are decoded a few at a time while the server answers other requests; one past the queue is told to retry', async () => {
		const slow = await slowJpeg();
		const capacity = DECODE_QUEUE_LIMITS.atOnce + DECODE_QUEUE_LIMITS.waiting;
		const before = stored();
		let pending = capacity + 1;
		const answers = Array.from({ length: capacity + 1 }, () =>
			upload(slow).finally(() => {
				pending -= 1;
			}),
		);

		// The image beyond the turns and the queue is refused without waiting for any of them.
		const first = await Promise.race(answers);
		expect(first).toEqual({
			status: 503,
			body: { error: 'Se están procesando muchas imágenes en este momento. Inténtalo de nuevo en unos segundos.' },
		});

		// Meanwhile the others are being decoded (seconds each), and the server answers other requests
		// one after the other without waiting for them: decoding runs off the event loop. (How fast it
		// answers is a figure for the bench, not a timed assertion: a busy CI machine moves it.)
		for (let answered = 0; answered < 20; answered++) {
			expect(pending).toBeGreaterThan(0);
			expect(await health()).toBe(200);
		}
		expect(pending).toBeGreaterThan(0);

		// Each of the rest is stored, or refused as busy when its turn did not come in time; never a 500.
		const settled = await Promise.all(answers);
		const created = settled.filter((answer) => answer.status === 201);
		expect(created.length).toBeGreaterThanOrEqual(DECODE_QUEUE_LIMITS.atOnce);
		for (const answer of settled) expect([201, 503]).toContain(answer.status);
		expect(stored().rows).toBe(before.rows + created.length);
		expect(stored().folders).toHaveLength(before.folders.length + created.length);
	});
});
