import type { ImageFormat } from '@edge/api/profile-kinds';
import { browserFetch } from '../../lib/api-fetch';
import { apiHeaders } from '../../lib/auth-token';

export const UPLOADS_URL = '/api/v1/uploads';

export interface UploadedImageInfo {
	id: string;
	width: number;
	height: number;
	format: ImageFormat;
}

/** A refused or failed upload; `serverMessage` is the server's reason, already in the UI language. */
export class UploadError extends Error {
	constructor(
		readonly serverMessage: string | null,
		readonly status: number | null,
	) {
		super(serverMessage ?? 'upload failed');
		this.name = 'UploadError';
	}
}

/**
 * POST /api/v1/uploads with the file as multipart field `file`, authenticated like every API call
 * (the bearer token, and the session cookie for pages without one) and asking for reasons in
 * `language`. The browser sets the multipart Content-Type with its boundary.
 */
export async function uploadImage(file: Blob, language: string, signal?: AbortSignal): Promise<UploadedImageInfo> {
	const body = new FormData();
	body.append('file', file);
	let response: Response;
	try {
		// Through browserFetch: a session that ended elsewhere signs the tab out (lib/session-end.ts).
		response = await browserFetch(UPLOADS_URL, { method: 'POST', body, headers: apiHeaders(language), signal });
	} catch {
		throw new UploadError(null, null);
	}
	const answer = (await response.json().catch(() => null)) as (Partial<UploadedImageInfo> & { error?: string }) | null;
	if (!response.ok || !answer?.id) throw new UploadError(answer?.error ?? null, response.status);
	return answer as UploadedImageInfo;
}
