import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@edge/api/image-rules';
import { uploads } from '@edge/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
let user: RegisteredUser;
beforeAll(async () => {
	server = await startTestServer();
	user = await registerUser(server);
});
afterAll(async () => {
	await server.stop();
});

interface UploadAnswer {
	id?: string;
	width?: number;
	height?: number;
	format?: string;
	error?: string;
}

async function upload(
	bytes: Uint8Array,
	name: string,
	type: string,
	headers: Record<string, string> = bearer(user.token),
	field = 'file',
) {
	const form = new FormData();
	form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
	const response = await fetch(`${server.url}/api/v1/uploads`, { method: 'POST', body: form, headers });
	return { status: response.status, body: (await response.json()) as UploadAnswer };
}

/** What the uploads folder and table hold: a refusal must change neither. */
function stored() {
	const dir = server.settings.uploadsDir;
	return {
		folders: existsSync(dir) ? readdirSync(dir).sort() : [],
		rows: server.db.select({ id: uploads.id }).from(uploads).all().length,
	};
}

/** Random pixels: they compress badly, so the file is about as large as the picture. */
function noise(width: number, height: number, channels: 3 | 4) {
	const data = Buffer.alloc(width * height * channels);
	for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
	return sharp(data, { raw: { width, height, channels } });
}

const photoJpeg = () =>
	noise(1000, 600, 3)
		.jpeg({ quality: 90 })
		// Orientation 6: the camera was turned, the picture is upright when rotated 90° clockwise.
		.withMetadata({ orientation: 6 })
		.withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'SpyCam' } })
		.toBuffer();

async function file(id: string, name: string) {
	const response = await fetch(`${server.url}/uploads/${id}/${name}`);
	return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/v1/uploads refuses, and stores nothing', () => {
	it('a visitor without a session (401)', async () => {
		const before = stored();
		const answer = await upload(await photoJpeg(), 'photo.jpg', 'image/jpeg', {});
		expect(answer.status).toBe(401);
		expect(answer.body.error).toBe('El usuario no ha iniciado sesión.');
		expect(stored()).toEqual(before);
	});

	it('a text file named .jpg and sent as image/jpeg (not an image)', async () => {
		const before = stored();
		const answer = await upload(new TextEncoder().encode('hola, no soy una foto'), 'photo.jpg', 'image/jpeg');
		expect(answer).toEqual({ status: 400, body: { error: 'El archivo no es una imagen JPG o PNG.' } });
		expect(stored()).toEqual(before);
	});

	it('a GIF, even named .png (wrong type), in the language asked for', async () => {
		const gif = await noise(40, 40, 3).gif().toBuffer();
		const before = stored();
		const answer = await upload(gif, 'photo.png', 'image/png', { ...bearer(user.token), 'accept-language': 'en' });
		expect(answer).toEqual({
			status: 400,
			body: { error: 'That image format is not accepted: use a JPG or PNG image.' },
		});
		expect(stored()).toEqual(before);
	});

	it('a PNG of 2 MB or more (413)', async () => {
		const big = await noise(1000, 800, 3).png({ compressionLevel: 0 }).toBuffer();
		expect(big.length).toBeGreaterThanOrEqual(MAX_IMAGE_BYTES);
		const before = stored();
		const answer = await upload(big, 'big.png', 'image/png');
		expect(answer).toEqual({ status: 413, body: { error: 'La imagen debe pesar menos de 2 MB.' } });
		expect(stored()).toEqual(before);
	});

	it('a file of exactly 2 * 1024 * 1024 bytes (the limit is "under 2 MB")', async () => {
		const png = await noise(50, 50, 3).png().toBuffer();
		const exact = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);
		expect(exact.length).toBe(MAX_IMAGE_BYTES);
		const answer = await upload(exact, 'exact.png', 'image/png');
		expect(answer.status).toBe(413);
		expect(answer.body.error).toBe('La imagen debe pesar menos de 2 MB.');
	});

	it('a truncated JPEG (the whole file is decoded)', async () => {
		const jpeg = await photoJpeg();
		const before = stored();
		const answer = await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.7)), 'cut.jpg', 'image/jpeg');
		expect(answer).toEqual({
			status: 400,
			body: { error: 'La imagen está dañada o incompleta y no se puede leer.' },
		});
		expect(stored()).toEqual(before);
	});

	it('a body without a `file` part', async () => {
		const answer = await upload(await photoJpeg(), 'photo.jpg', 'image/jpeg', bearer(user.token), 'picture');
		expect(answer).toEqual({ status: 400, body: { error: 'No se recibió ninguna imagen.' } });
	});

	it('a huge streamed body without reading it whole (413 after about the limit)', async () => {
		const before = stored();
		const { status, sent } = await streamUntilAnswered(64 * 1024 * 1024);
		expect(status).toBe(413);
		// The server stopped reading near 2 MB; what was sent beyond sits in socket buffers.
		expect(sent).toBeLessThan(24 * 1024 * 1024);
		expect(stored()).toEqual(before);
	});
});

/**
 * Sends a chunked multipart body of up to `total` bytes (no Content-Length, so the server cannot
 * refuse it from the header) and stops as soon as an answer arrives.
 */
function streamUntilAnswered(total: number): Promise<{ status: number; sent: number }> {
	const boundary = 'edgeboundary';
	const url = new URL(`${server.url}/api/v1/uploads`);
	return new Promise((resolve, reject) => {
		let sent = 0;
		let answered = false;
		const req = request(url, {
			method: 'POST',
			headers: {
				...bearer(user.token),
				'content-type': `multipart/form-data; boundary=${boundary}`,
				'transfer-encoding': 'chunked',
			},
		});
		req.on('response', (response) => {
			answered = true;
			response.resume();
			req.destroy();
			resolve({ status: response.statusCode ?? 0, sent });
		});
		req.on('error', (error) => {
			if (!answered) reject(error);
		});
		const chunk = Buffer.alloc(64 * 1024, 0x41);
		const pump = () => {
			while (!answered && sent < total) {
				sent += chunk.length;
				if (!req.write(chunk)) return void req.once('drain', pump);
			}
			if (!answered) req.end();
		};
		req.write(
			`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
		);
		pump();
	});
}

describe('POST /api/v1/uploads stores a good image', () => {
	it('a JPEG: upright, 3 widths as WebP and JPEG, metadata stripped, served for a year', async () => {
		const answer = await upload(await photoJpeg(), 'anything.txt', 'text/plain');
		expect(answer.status).toBe(201);
		const id = answer.body.id ?? '';
		expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
		// 1000 x 600 turned upright by its orientation: 600 x 1000, not enlarged to 1600.
		expect(answer.body).toEqual({ id, width: 600, height: 1000, format: 'jpeg' });
		expect(readdirSync(join(server.settings.uploadsDir, id)).sort()).toEqual([
			'1600.jpg',
			'1600.webp',
			'320.jpg',
			'320.webp',
			'800.jpg',
			'800.webp',
		]);
		const row = server.db.select().from(uploads).where(eq(uploads.id, id)).get();
		expect(row).toMatchObject({ ownerId: user.user.id, format: 'jpeg', width: 600, height: 1000, profileId: null });
		expect(row?.bytes).toBeGreaterThan(0);

		const webp = await file(id, '320.webp');
		expect(webp.response.status).toBe(200);
		expect(webp.response.headers.get('content-type')).toBe('image/webp');
		expect(webp.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
		expect(webp.response.headers.get('x-content-type-options')).toBe('nosniff');
		const webpMeta = await sharp(webp.bytes).metadata();
		expect(webpMeta).toMatchObject({ format: 'webp', width: 320, height: Math.round((320 * 1000) / 600) });

		for (const name of ['1600.jpg', '800']) {
			const jpeg = await file(id, name);
			expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
			const meta = await sharp(jpeg.bytes).metadata();
			expect(meta.format).toBe('jpeg');
			expect(meta.exif).toBeUndefined();
			expect(meta.orientation).toBeUndefined();
			expect(jpeg.bytes.includes('Secret Owner')).toBe(false);
		}
		expect((await sharp((await file(id, '1600.jpg')).bytes).metadata()).width).toBe(600);
	});

	it('a PNG with transparency keeps PNG as its fallback, under the session cookie from our origin', async () => {
		const png = await noise(400, 300, 4).png().toBuffer();
		const answer = await upload(png, 'logo.gif', 'image/gif', { cookie: user.cookie, origin: server.url });
		expect(answer.status).toBe(201);
		expect(answer.body).toMatchObject({ width: 400, height: 300, format: 'png' });
		const id = answer.body.id ?? '';
		const fallback = await file(id, '320');
		expect(fallback.response.headers.get('content-type')).toBe('image/png');
		expect(await sharp(fallback.bytes).metadata()).toMatchObject({ format: 'png', width: 320, hasAlpha: true });
		expect((await sharp((await file(id, '800.png')).bytes).metadata()).width).toBe(400);
		expect((await file(id, '320.jpg')).response.status).toBe(404);
	});
});

describe('GET /uploads/*', () => {
	it('answers 404 for anything but an upload file', async () => {
		const answer = await upload(await noise(64, 64, 3).png().toBuffer(), 'a.png', 'image/png');
		const id = answer.body.id ?? '';
		for (const path of [
			`${id}/321.webp`,
			`${id}/320.gif`,
			`${id}/320.webp/x`,
			`${id}`,
			'AAAAAAAAAAAAAAAA/320.webp',
			`${id}/..%2F..%2Fedge.db`,
			'..%2Fedge.db',
			`%2e%2e/${id}/320.webp`,
		]) {
			const response = await fetch(`${server.url}/uploads/${path}`);
			await response.arrayBuffer();
			expect(response.status, path).toBe(404);
		}
	});
});

describe('deleting the account', () => {
	it('deletes its uploads, rows and folders', async () => {
		const owner = await registerUser(server);
		const answer = await upload(await noise(64, 64, 3).jpeg().toBuffer(), 'a.jpg', 'image/jpeg', bearer(owner.token));
		const id = answer.body.id ?? '';
		expect(existsSync(join(server.settings.uploadsDir, id))).toBe(true);
		const deleted = await call(() =>
			apiClient(server.url, bearer(owner.token)).auth.deleteAccount.mutate({ password: owner.password }),
		);
		expect(deleted.status).toBe(200);
		expect(existsSync(join(server.settings.uploadsDir, id))).toBe(false);
		expect(server.db.select().from(uploads).where(eq(uploads.id, id)).get()).toBeUndefined();
		expect((await file(id, '320.webp')).response.status).toBe(404);
	});
});
