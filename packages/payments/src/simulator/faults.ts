import type { MiddlewareHandler } from 'hono';
import { paypalError } from './paypal-error';

export type FaultMode = 'error500' | 'timeout';

export interface Faults {
	/** The next `count` API calls fail, after `after` calls that go through (0 by default). */
	failNext(mode: FaultMode, count: number, after?: number): void;
	middleware: MiddlewareHandler;
	/** Lets every hanging request finish (with a 503) so the server can close. */
	releaseHanging(): void;
}

/**
 * The next n API calls answer 500 or hang until the client gives up. They fail before any handler
 * runs, so a faulted call never changes state and is never remembered for its PayPal-Request-Id.
 * The token endpoint is left alone: the faults aim at the call under test, not at whichever call
 * happens to need a fresh token.
 */
export function createFaults(): Faults {
	// 'pass' lets one call through: how a test aims at the second of two calls.
	const queue: (FaultMode | 'pass')[] = [];
	const hanging = new Set<() => void>();
	return {
		failNext(mode, count, after = 0) {
			for (let i = 0; i < after; i++) queue.push('pass');
			for (let i = 0; i < count; i++) queue.push(mode);
		},
		releaseHanging() {
			for (const release of hanging) release();
			hanging.clear();
		},
		middleware: async (c, next) => {
			if (c.req.path === '/v1/oauth2/token') return next();
			const mode = queue.shift();
			if (mode === 'error500') {
				return paypalError(c, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
			}
			if (mode === 'timeout') {
				await new Promise<void>((resolve) => hanging.add(resolve));
				return paypalError(c, 503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.');
			}
			return next();
		},
	};
}
