import type { SessionResolver } from '@edge/api';
import { MAX_IMAGE_BYTES } from '@edge/api/image-rules';
import { storeUpload } from '@edge/api/uploads';
import type { Context } from 'hono';
import type { AppDeps } from '../app';
import { clientIp } from '../http/client-ip';
import { noteUser } from '../http/request-log';
import { sessionHeaders, withSessionHeaders } from '../http/session-headers';
import { errorResponse, restError } from './error-response';
import { jsonResponse } from './json-response';

/** POST /api/v1/uploads: one image (multipart field `file`); docs/api.md. */
export const UPLOADS_PATH = '/api/v1/uploads';

/**
 * Most bytes of a request body read: the largest file accepted plus room for the multipart
 * boundaries and part headers. A file just under the limit fits; one at the limit is refused by the
 * service with the same translated reason.
 */
export const UPLOAD_BODY_CAP = MAX_IMAGE_BYTES + 16 * 1024;

/** Answers before (or without finishing) reading the body: the connection cannot carry another request. */
const CLOSE = { connection: 'close' };

/**
 * The body, read chunk by chunk and given up on as soon as it passes `cap` (null then): a huge body
 * costs the bytes read so far, never its whole size in memory.
 */
async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Uint8Array | null> {
	if (!body) return new Uint8Array();
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	let total = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		total += value.length;
		if (total > cap) {
			await reader.cancel();
			return null;
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(total);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.length;
	}
	return bytes;
}

/** The `file` part of a multipart body, or null when the body is not one or has no such part. */
async function filePart(contentType: string, body: Uint8Array): Promise<Uint8Array | null> {
	if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
	try {
		const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
		const file = form.get('file');
		return typeof file === 'object' && file !== null ? new Uint8Array(await file.arrayBuffer()) : null;
	} catch {
		return null;
	}
}

/**
 * Signed-in users only (bearer token or session cookie; the CSRF guard has run). The service decides
 * everything about the image; this handler only gets the bytes to it without reading too many.
 * Answers 201 {id, width, height, format}, or a translated { error } with 400, 401, 413 or 429 (the
 * account's or the address's uploads a day, docs/api.md "Limits"; with Retry-After).
 */
export function uploadHandler(deps: AppDeps, resolveSession: SessionResolver) {
	const log = (error: unknown) => deps.logError(error, { via: 'uploads' });
	return async (c: Context) => {
		const session = noteUser(c, resolveSession(c.req.raw.headers));
		if (!session.user)
			return errorResponse(c, 401, 'errors.unauthorized', undefined, withSessionHeaders(session, CLOSE));

		const declared = Number(c.req.header('content-length') ?? Number.NaN);
		if (declared > UPLOAD_BODY_CAP) return errorResponse(c, 413, 'images.tooLarge', undefined, CLOSE);
		const body = await readCapped(c.req.raw.body, UPLOAD_BODY_CAP);
		if (!body) return errorResponse(c, 413, 'images.tooLarge', undefined, CLOSE);

		const file = await filePart(c.req.header('content-type') ?? '', body);
		if (!file) return errorResponse(c, 400, 'images.noFile');
		try {
			// Counted once the file is in hand and before it is looked at: decoding is the cost.
			await deps.limits.consumeAll([
				{ name: 'upload:account', key: session.user.id },
				{ name: 'uploadBytes:account', key: session.user.id, points: file.length },
				{ name: 'upload:ip', key: clientIp(c, deps.trustProxy) },
			]);
			const upload = await storeUpload(deps, session.user.id, file);
			return jsonResponse(c, upload, 201, sessionHeaders(session));
		} catch (error) {
			return restError(c, error, log);
		}
	};
}
