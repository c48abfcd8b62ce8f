import { describe, expect, it } from 'vitest';
import { firstViewPaths, isDrawnPath } from './drawn-paths';

describe('isDrawnPath', () => {
	it('draws the public pages, with or without a trailing slash', () => {
		for (const path of [
			'/',
			'/categories',
			'/businessProfile',
			'/restaurant-profile',
			'/calendar',
			'/UpcomingEvents',
		]) {
			expect(isDrawnPath(path), path).toBe(true);
		}
		expect(isDrawnPath('/restaurants/')).toBe(true);
		expect(isDrawnPath('/user-profiles/all')).toBe(true);
	});

	it('draws a category page for any one-segment slug, and nothing below it', () => {
		expect(isDrawnPath('/categories/hardware-and-building-materials')).toBe(true);
		expect(isDrawnPath('/categories/caf%C3%A9')).toBe(true);
		expect(isDrawnPath('/categories/a/b')).toBe(false);
		expect(isDrawnPath('/categories/')).toBe(true);
	});

	it('never draws a page that depends on who is asking, nor an unknown one', () => {
		for (const path of [
			'/profile',
			'/admin',
			'/admin/users',
			'/chat',
			'/chat/abc',
			'/login',
			'/createEvent',
			'/manageProfessional',
			'/foodDrictory',
			'/businessWall/12',
			'/payment-success',
			'/calendarx',
			'/upcomingevents',
		]) {
			expect(isDrawnPath(path), path).toBe(false);
		}
	});

	it('lists each path once, as the routes write it', () => {
		expect(new Set(firstViewPaths).size).toBe(firstViewPaths.length);
		for (const path of firstViewPaths) expect(path).toMatch(/^\/([A-Za-z$][\w$-]*(\/[A-Za-z$][\w$-]*)*)?$/);
	});
});
