// @vitest-environment node
// The router itself (server code) and the server's source: read in Node.

import { appRouter } from '@edge/api';
import { describe, expect, it } from 'vitest';
import { firstViewPaths, isDrawnPath } from '../../../ssr/drawn-paths';
import { isPublicApiRead, isShareableAnswer } from '../../pwa/cache-rules';
import { ADMIN_NAV } from './admin-nav';

const staffPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('staff.'));

/** Staff pages are neither drawn by the server nor kept by the service worker (docs/admin.md). */
describe('the staff side is never drawn nor kept', () => {
	it('the server draws no /admin page: a visit gets the plain shell and the page loads for the session', () => {
		// The server asks isDrawnPath (drawn-paths.ts, a module without the app's imports).
		expect(isDrawnPath('/')).toBe(true);
		for (const item of ADMIN_NAV) expect(isDrawnPath(item.to), item.to).toBe(false);
		expect(firstViewPaths.filter((path) => path.startsWith('/admin'))).toEqual([]);
	});

	it('the service worker keeps no staff answer, alone or batched with public reads', () => {
		expect(staffPaths.length).toBeGreaterThan(0);
		for (const path of staffPaths) {
			expect(isPublicApiRead(new URL(`https://edge.do/api/trpc/${path}`), 'GET')).toBe(false);
			expect(isPublicApiRead(new URL(`https://edge.do/api/trpc/directory.home,${path}?batch=1`), 'GET')).toBe(false);
		}
		// A staff call always carries the session (bearer): even a mislabelled answer is not kept.
		const request = new Request('https://edge.do/api/trpc/staff.overview.dashboard', {
			headers: { authorization: 'Bearer x' },
		});
		const answer = new Response('{}', { status: 200, headers: { 'cache-control': 'public, max-age=0' } });
		expect(isShareableAnswer(request, answer)).toBe(false);
	});
});
