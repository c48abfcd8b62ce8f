import { MAX_BATCH_CALLS } from './batch-limit';
import type { ApiMeta } from './procedure-meta';
import { appRouter } from './root';
import { AppError } from './shared/app-error';

// At runtime tRPC keeps every procedure under its full dotted path (`auth.login`); the declared type
// is the nested router record, so it is restated here.
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ApiMeta } }>;

/**
 * Procedures marked `hashesPassword`, read from the router itself so a new one is covered as soon as
 * it carries the mark.
 */
export const PASSWORD_HASHING_PATHS: ReadonlySet<string> = new Set(
	Object.entries(procedures)
		.filter(([, procedure]) => procedure._def.meta?.hashesPassword)
		.map(([path]) => path),
);

/**
 * Why a batch of calls must be refused before any of them runs, or null. A batch is one request to
 * every per-request defence, so without a cap one request could run a thousand calls (blocking
 * other users for seconds) or hash a thousand passwords (creating a thousand accounts, or guessing
 * passwords faster than the attempt limit can count them).
 */
export function batchRefusal(paths: readonly string[]): AppError | null {
	if (paths.length > MAX_BATCH_CALLS) return new AppError('BAD_REQUEST', 'errors.batchTooLarge');
	if (paths.filter((path) => PASSWORD_HASHING_PATHS.has(path)).length > 1) {
		return new AppError('BAD_REQUEST', 'errors.batchPasswordCalls');
	}
	return null;
}
