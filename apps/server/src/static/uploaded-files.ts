import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { responseHeaders } from '../http/server-response';

/**
 * /uploads/<id>/<width>.webp, /uploads/<id>/<width>.jpg|.png (the original format) and
 * /uploads/<id>/<width> (that same fallback, for pages that know only the id). Names are matched
 * against these shapes before any file is touched, so no path can leave the uploads folder.
 */
const UPLOAD_PATH = /^\/uploads\/([A-Za-z0-9_-]{8,64})\/(320|800|1600)(?:\.(webp|jpg|png))?$/;

const TYPES = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;
type Extension = keyof typeof TYPES;

/** An upload's files never change: each new image gets a new id, so browsers may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

async function readIfPresent(path: string): Promise<Buffer | null> {
	try {
		return await readFile(path);
	} catch {
		return null;
	}
}

/** GET /uploads/*: the stored image files, 404 for anything else. */
export function uploadedFiles(uploadsDir: string) {
	return async (c: Context) => {
		const match = UPLOAD_PATH.exec(c.req.path);
		if (!match) return c.text('Not found', 404);
		const [, id = '', width = '', extension] = match;
		// Without an extension: the fallback, whichever of the two formats the upload has.
		const candidates: Extension[] = extension ? [extension as Extension] : ['jpg', 'png'];
		for (const candidate of candidates) {
			const data = await readIfPresent(join(uploadsDir, id, `${width}.${candidate}`));
			if (!data) continue;
			return new Response(new Uint8Array(data), {
				status: 200,
				headers: responseHeaders({
					'content-type': TYPES[candidate],
					'content-length': String(data.length),
					'cache-control': CACHE_CONTROL,
					'x-content-type-options': 'nosniff',
				}),
			});
		}
		return c.text('Not found', 404);
	};
}
