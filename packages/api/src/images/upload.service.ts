import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImageFormat, uploads } from '@edge/db';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { processImage } from './image-processing';
import { acceptedFormat, imageRefusal, SIGNATURE_BYTES } from './image-rules';

export interface UploadView {
	id: string;
	width: number;
	height: number;
	format: ImageFormat;
}

/** 18 random bytes: 24 URL-safe characters, which uploadIdInput (upload-id.ts) accepts and nobody can guess. */
function newUploadId(): string {
	return randomBytes(18).toString('base64url');
}

/**
 * Checks, re-encodes and stores one image of `userId`: its files in DATA_DIR/uploads/<id>/, then its
 * row. Refusals are AppErrors (PAYLOAD_TOO_LARGE images.tooLarge, BAD_REQUEST for the rest); on any
 * refusal or failure nothing is left behind, neither row nor folder.
 */
export async function storeUpload(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'uploadsDir'>,
	userId: string,
	bytes: Uint8Array,
): Promise<UploadView> {
	const head = bytes.subarray(0, SIGNATURE_BYTES);
	const refusal = imageRefusal(head, bytes.length);
	if (refusal) throw new AppError(refusal === 'images.tooLarge' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', refusal);
	const format = acceptedFormat(head);
	if (!format) throw new AppError('BAD_REQUEST', 'images.notAnImage');

	const image = await processImage(bytes, format);
	const id = newUploadId();
	const folder = join(deps.uploadsDir, id);
	mkdirSync(deps.uploadsDir, { recursive: true });
	// Not recursive: an existing folder (an id drawn twice) must fail, not be mixed into.
	mkdirSync(folder);
	try {
		for (const file of image.files) writeFileSync(join(folder, file.name), file.data);
		// The row comes last: a row always has its files.
		deps.db
			.insert(uploads)
			.values({
				id,
				ownerId: userId,
				format,
				width: image.width,
				height: image.height,
				bytes: image.files.reduce((sum, file) => sum + file.data.length, 0),
				createdAt: deps.clock.now(),
			})
			.run();
	} catch (error) {
		rmSync(folder, { recursive: true, force: true });
		throw error;
	}
	return { id, width: image.width, height: image.height, format };
}
