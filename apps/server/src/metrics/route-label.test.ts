import { describe, expect, it } from 'vitest';
import {
	createRouteLabeler,
	TRPC_BATCH_LABEL,
	TRPC_UNKNOWN_LABEL,
	trpcProceduresOf,
	UNMATCHED_LABEL,
} from './route-label';

// The shapes the app registers: middleware on wide patterns, exact routes, parameters, wildcards.
const routeOf = createRouteLabeler([
	{ method: 'POST', path: '/api/*' },
	{ method: 'GET', path: '/api/trpc/*' },
	{ method: 'GET', path: '/api/health' },
	{ method: 'GET', path: '/api/v1/auth/me' },
	{ method: 'GET', path: '/api/v1/payment/subscription/:subscriptionId' },
	{ method: 'POST', path: '/api/v1/uploads' },
	{ method: 'GET', path: '/uploads/*' },
	{ method: 'GET', path: '/' },
	{ method: 'GET', path: '/negocios/:slug' },
]);

describe('createRouteLabeler', () => {
	it.each([
		['GET', '/api/health', '/api/health'],
		['GET', '/', '/'],
		['GET', '/api/v1/payment/subscription/sub-123', '/api/v1/payment/subscription/:subscriptionId'],
		['GET', '/negocios/cafe-nunez', '/negocios/:slug'],
		['GET', '/uploads/ab/cd.webp', '/uploads/*'],
		// The route, not the CSRF middleware mounted on /api/* that matched it too.
		['POST', '/api/v1/uploads', '/api/v1/uploads'],
		// Only middleware matched: its pattern, never the raw path.
		['POST', '/api/nothing/here', '/api/*'],
		['GET', '/buscar/whatever', UNMATCHED_LABEL],
	])('%s %s is %s', (method, path, label) => {
		expect(routeOf(method, path)).toBe(label);
	});

	it('names a tRPC call by its procedure when the router has it, else by one label', () => {
		expect(routeOf('POST', '/api/trpc/contact.submit')).toBe('/api/trpc/contact.submit');
		expect(routeOf('GET', '/api/trpc/made.up-123')).toBe(TRPC_UNKNOWN_LABEL);
		expect(routeOf('GET', '/api/trpc/contact.submit,made.up')).toBe(TRPC_BATCH_LABEL);
	});

	it('lists the known procedures of a batch, for counting each call', () => {
		expect(trpcProceduresOf('/api/trpc/contact.submit,made.up,contact.submit')).toEqual([
			'contact.submit',
			'contact.submit',
		]);
		expect(trpcProceduresOf('/api/health')).toEqual([]);
	});
});
