import type { SessionResolver } from '@edge/api';
import type { Context } from 'hono';
import type { AppDeps } from '../app';

/** POST /api/v1/uploads: one image (multipart field `file`). Filled in by the images work. */
export const UPLOADS_PATH = '/api/v1/uploads';

export function uploadHandler(_deps: AppDeps, _resolveSession: SessionResolver) {
	return (c: Context) => c.json({ error: 'not implemented' }, 501);
}
