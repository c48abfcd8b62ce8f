import { batchRefusal, HTTP_STATUS_BY_CODE } from '@edge/api';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The calls of a batch request (`/api/trpc/a,b?batch=1`), split the way tRPC's fetch adapter splits
 * them; null for a single call, or for a path tRPC will refuse by itself as badly encoded.
 */
export function batchPaths(url: URL, endpoint: string): string[] | null {
	if (url.searchParams.get('batch') !== '1') return null;
	const path = trimSlashes(trimSlashes(url.pathname).slice(trimSlashes(endpoint).length));
	try {
		return decodeURIComponent(path).split(',');
	} catch {
		return null;
	}
}

/**
 * Refuses a batch that batchRefusal forbids (too many calls, or two password hashes) before tRPC
 * reads the body, creates a context or runs any call. The answer is what tRPC sends for a failed
 * batch, one error per call with our error data, so the web client shows each translated.
 */
export function refuseForbiddenBatch(req: Request, endpoint: string): Response | null {
	const paths = batchPaths(new URL(req.url), endpoint);
	const refusal = paths ? batchRefusal(paths) : null;
	if (!paths || !refusal) return null;
	const httpStatus = HTTP_STATUS_BY_CODE[refusal.code];
	const error = {
		message: refusal.messageKey,
		code: TRPC_ERROR_CODES_BY_KEY[refusal.code],
		data: {
			code: refusal.code,
			httpStatus,
			i18nKey: refusal.messageKey,
			params: refusal.params,
			fieldErrors: refusal.fieldErrors,
		},
	};
	return new Response(JSON.stringify(paths.map(() => ({ error }))), {
		status: httpStatus,
		headers: { 'content-type': 'application/json' },
	});
}
