import { AppError } from '../app-error';

/** Waits longer than this are told in hours ("in 5 hours"), shorter ones in minutes. */
const HOURS_FROM_MINUTES = 90;

/**
 * A request refused by a limit (limits.ts): 429 with the wait in the caller's language, and
 * `retryAfterSeconds`, which the server sends as Retry-After (tRPC's and the REST errors alike).
 */
export class RateLimitError extends AppError {
	constructor(
		readonly retryAfterSeconds: number,
		messageKey?: string,
	) {
		const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
		const inHours = minutes > HOURS_FROM_MINUTES;
		super(
			'TOO_MANY_REQUESTS',
			messageKey ?? (inHours ? 'errors.rateLimitedHours' : 'errors.rateLimited'),
			// `count` picks the plural form of the text; the seconds are for clients that retry.
			{ count: inHours ? Math.ceil(minutes / 60) : minutes, retryAfterSeconds },
		);
		this.name = 'RateLimitError';
	}
}

/** The Retry-After (seconds) of a refusal by a limit, found on the error or its cause; else null. */
export function retryAfterSeconds(error: unknown): number | null {
	if (error instanceof RateLimitError) return error.retryAfterSeconds;
	if (error instanceof Error && error.cause !== undefined && error.cause !== error)
		return retryAfterSeconds(error.cause);
	return null;
}
