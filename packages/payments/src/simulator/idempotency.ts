import type { MiddlewareHandler } from 'hono';
import type { StateStore } from './state';

interface Answer {
	status: number;
	body: string;
}

/**
 * PayPal-Request-Id: the same id on the same endpoint returns the first answer and does nothing
 * new. A second call arriving while the first is still running waits for it (a double click).
 * Server errors are not remembered, so a retry after a 500 does the work.
 */
export function idempotency(store: StateStore): MiddlewareHandler {
	const inFlight = new Map<string, Promise<Answer | undefined>>();

	const replay = (answer: Answer) =>
		new Response(answer.status === 204 ? null : answer.body, {
			status: answer.status,
			headers: answer.status === 204 ? {} : { 'content-type': 'application/json' },
		});

	return async (c, next) => {
		const requestId = c.req.header('paypal-request-id');
		if (c.req.method !== 'POST' || !requestId) return next();
		const key = `${c.req.method} ${c.req.path} ${requestId}`;
		const earlier = store.data.idempotency[key] ?? (await inFlight.get(key));
		if (earlier) return replay(earlier);

		let settle: (answer: Answer | undefined) => void = () => {};
		inFlight.set(key, new Promise((resolve) => (settle = resolve)));
		let answer: Answer | undefined;
		try {
			await next();
			if (c.res.status < 500) {
				answer = { status: c.res.status, body: await c.res.clone().text() };
				store.data.idempotency[key] = answer;
				store.save();
			}
		} finally {
			inFlight.delete(key);
			settle(answer);
		}
	};
}
