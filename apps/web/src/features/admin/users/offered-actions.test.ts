import { describe, expect, it } from 'vitest';
import { offeredActions } from './offered-actions';

const moderator = { id: 'mod', staffRole: 'moderator' as const };
const admin = { id: 'adm', staffRole: 'admin' as const };
const plain = { id: 'u1', staffRole: null, suspendedAt: null };

describe('offeredActions', () => {
	it('offers warn and suspend on a plain user; cancel at PayPal to admins only', () => {
		expect(offeredActions(moderator, plain)).toEqual({
			warn: true,
			suspend: true,
			restore: false,
			cancelSubscription: false,
		});
		expect(offeredActions(admin, plain).cancelSubscription).toBe(true);
	});

	it('offers restore instead of suspend on a suspended user', () => {
		const suspended = { ...plain, suspendedAt: '2026-11-26T10:00:00.000Z' };
		expect(offeredActions(moderator, suspended)).toMatchObject({ suspend: false, restore: true });
	});

	it('keeps staff out of reach as the server does', () => {
		expect(offeredActions(moderator, { ...moderator, suspendedAt: null })).toMatchObject({
			warn: false,
			suspend: false,
		});
		expect(offeredActions(moderator, { ...admin, suspendedAt: null })).toMatchObject({ warn: false, suspend: false });
		expect(offeredActions(moderator, { id: 'm2', staffRole: 'moderator', suspendedAt: null }).suspend).toBe(false);
		expect(offeredActions(admin, { id: 'm2', staffRole: 'moderator', suspendedAt: null }).suspend).toBe(true);
		expect(offeredActions(admin, { ...admin, suspendedAt: null }).suspend).toBe(false);
		// A moderator an admin suspended is an admin's to restore.
		const suspendedModerator = { id: 'm2', staffRole: 'moderator' as const, suspendedAt: '2026-11-26T10:00:00.000Z' };
		expect(offeredActions(moderator, suspendedModerator).restore).toBe(false);
		expect(offeredActions(admin, suspendedModerator).restore).toBe(true);
	});
});
