import { describe, expect, it } from 'vitest';
import { isPublicApiRead, isUploadedImage } from './cache-rules';

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

	it('caches uploaded images only on GET', () => {
		expect(isUploadedImage(at('/uploads/abc-320.webp'), 'GET')).toBe(true);
		expect(isUploadedImage(at('/uploads/abc-320.webp'), 'POST')).toBe(false);
		expect(isUploadedImage(at('/assets/x.png'), 'GET')).toBe(false);
	});
});
