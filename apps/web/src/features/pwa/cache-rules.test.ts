import { describe, expect, it } from 'vitest';
import { isPublicApiRead, isShareableAnswer, isUploadedImage } from './cache-rules';

const at = (path: string) => new URL(path, 'https://edge.do');

describe('what the service worker may cache', () => {
	it('caches GETs of allow-listed public reads, batched or not', () => {
		expect(isPublicApiRead(at('/api/trpc/directory.home?input=%7B%7D'), 'GET')).toBe(true);
		expect(isPublicApiRead(at('/api/trpc/directory.categories,business.get?batch=1&input=x'), 'GET')).toBe(true);
		expect(isPublicApiRead(at('/api/trpc/restaurant.foodDirectory.specials?batch=1'), 'GET')).toBe(true);
		expect(isPublicApiRead(at('/api/trpc/wall.posts?batch=1'), 'GET')).toBe(true);
		expect(isPublicApiRead(at('/api/trpc/calendar.range?batch=1'), 'GET')).toBe(true);
	});

	it('never caches private procedures, a batch holding one, unknown ones, or writes', () => {
		for (const name of [
			'chat.inbox',
			'chat.messages',
			'auth.me',
			'payments.catalog',
			'payments.mine',
			'subscription.get',
			'business.mine',
			'directory.mine',
			'wall.access',
			'calendar.access',
			'calendar.mine',
			'wall.live',
			'something.new',
		]) {
			expect(isPublicApiRead(at(`/api/trpc/${name}?batch=1`), 'GET'), name).toBe(false);
		}
		expect(isPublicApiRead(at('/api/trpc/directory.home,chat.unreadCount?batch=1'), 'GET')).toBe(false);
		expect(isPublicApiRead(at('/api/trpc/directory.home'), 'POST')).toBe(false);
		expect(isPublicApiRead(at('/api/v1/auth/me'), 'GET')).toBe(false);
		expect(isPublicApiRead(at('/api/trpc/%E0%A4%A'), 'GET')).toBe(false);
	});

	it('keeps an API answer only when the server said public and the page sent no bearer token', () => {
		const read = (headers: Record<string, string> = {}) =>
			new Request('https://edge.do/api/trpc/business.get', { headers });
		const answer = (cacheControl: string | null, status = 200) =>
			new Response('{}', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
		expect(isShareableAnswer(read(), answer('public, max-age=0, must-revalidate'))).toBe(true);
		expect(isShareableAnswer(read({ 'accept-language': 'en' }), answer('Public'))).toBe(true);
		// A signed-in page's request, even if some server said public.
		expect(isShareableAnswer(read({ authorization: 'Bearer t' }), answer('public, max-age=0'))).toBe(false);
		expect(isShareableAnswer(read(), answer('private, no-store'))).toBe(false);
		expect(isShareableAnswer(read(), answer('public, no-store'))).toBe(false);
		expect(isShareableAnswer(read(), answer('public, private'))).toBe(false);
		// No word from the server is no permission (an older server, a proxy that stripped it).
		expect(isShareableAnswer(read(), answer(null))).toBe(false);
		expect(isShareableAnswer(read(), answer('max-age=60'))).toBe(false);
		expect(isShareableAnswer(read(), answer('public, max-age=0', 404))).toBe(false);
	});

	it('caches uploaded images only on GET', () => {
		expect(isUploadedImage(at('/uploads/abc-320.webp'), 'GET')).toBe(true);
		expect(isUploadedImage(at('/uploads/abc-320.webp'), 'POST')).toBe(false);
		expect(isUploadedImage(at('/assets/x.png'), 'GET')).toBe(false);
	});
});
