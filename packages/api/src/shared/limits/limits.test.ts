import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey } from './address-key';
import { DEFAULT_LIMITS, type LimitTable } from './limit-table';
import { createLimits } from './limits';
import { RateLimitError } from './rate-limit-error';

/** The default table with small numbers for the names a test uses. */
const table = (changes: Partial<LimitTable>): LimitTable => ({ ...DEFAULT_LIMITS, ...changes });

afterEach(() => {
	vi.useRealTimers();
});

describe('consume', () => {
	it('refuses past the points with the wait until the window ends, in minutes or hours', async () => {
		const limits = createLimits(table({ 'signup:ip': { points: 2, durationSec: 600 } }));
		await limits.consume('signup:ip', '1.2.3.4');
		await limits.consume('signup:ip', '1.2.3.4');
		const refusal = await limits.consume('signup:ip', '1.2.3.4').catch((error: unknown) => error);
		expect(refusal).toBeInstanceOf(RateLimitError);
		const error = refusal as RateLimitError;
		expect(error.code).toBe('TOO_MANY_REQUESTS');
		expect(error.retryAfterSeconds).toBeGreaterThan(590);
		expect(error.retryAfterSeconds).toBeLessThanOrEqual(600);
		expect(error.messageKey).toBe('errors.rateLimited');
		expect(error.params).toEqual({ count: 10, retryAfterSeconds: error.retryAfterSeconds });
		// Another key has its own count.
		await limits.consume('signup:ip', '1.2.3.5');

		const daily = createLimits(table({ 'upload:account': { points: 1, durationSec: 86_400 } }));
		await daily.consume('upload:account', 'u1');
		const later = (await daily.consume('upload:account', 'u1').catch((e: unknown) => e)) as RateLimitError;
		expect(later.messageKey).toBe('errors.rateLimitedHours');
		expect(later.params.count).toBe(24);
	});

	it('counts again once the window has passed (the limiter reads Date.now)', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		const limits = createLimits(table({ 'contact:ip': { points: 1, durationSec: 3600 } }));
		await limits.consume('contact:ip', '1.2.3.4');
		await expect(limits.consume('contact:ip', '1.2.3.4')).rejects.toBeInstanceOf(RateLimitError);
		vi.setSystemTime(Date.now() + 3600 * 1000 + 1);
		await expect(limits.consume('contact:ip', '1.2.3.4')).resolves.toBeUndefined();
	});

	it('spends points by size (bytes) and refuses what does not fit, whatever fits later', async () => {
		const limits = createLimits(table({ 'uploadBytes:account': { points: 1000, durationSec: 60 } }));
		await limits.consume('uploadBytes:account', 'u1', 700);
		await expect(limits.consume('uploadBytes:account', 'u1', 400)).rejects.toBeInstanceOf(RateLimitError);
		// The refused 400 were not counted: 300 still fit.
		await expect(limits.consume('uploadBytes:account', 'u1', 300)).resolves.toBeUndefined();
	});
});

describe('consumeAll', () => {
	it('counts every limit or, when one is spent, none of them', async () => {
		const limits = createLimits(
			table({ 'contact:account': { points: 1, durationSec: 60 }, 'contact:ip': { points: 3, durationSec: 60 } }),
		);
		const checks = (user: string) => [
			{ name: 'contact:account' as const, key: user },
			{ name: 'contact:ip' as const, key: '1.2.3.4' },
		];
		await limits.consumeAll(checks('ana'));
		// Ana's own limit is spent: refused, and the address's count is given back.
		await expect(limits.consumeAll(checks('ana'))).rejects.toBeInstanceOf(RateLimitError);
		await expect(limits.consumeAll(checks('ana'))).rejects.toBeInstanceOf(RateLimitError);
		await limits.consumeAll(checks('luis'));
		await limits.consumeAll(checks('rosa'));
		// Three of the address's three: the fourth account is refused by the address.
		await expect(limits.consumeAll(checks('pedro'))).rejects.toBeInstanceOf(RateLimitError);
	});
});

describe('tryHold', () => {
	it('holds up to the points at once and frees a slot on release, once', async () => {
		const limits = createLimits(table({ 'streams:ip': { points: 2, durationSec: 0 } }));
		const slot = [{ name: 'streams:ip' as const, key: '1.2.3.4' }];
		const first = await limits.tryHold(slot);
		const second = await limits.tryHold(slot);
		expect(first).not.toBeNull();
		expect(second).not.toBeNull();
		expect(await limits.tryHold(slot)).toBeNull();
		await first?.();
		await first?.();
		const third = await limits.tryHold(slot);
		expect(third).not.toBeNull();
		// Releasing twice gave back one slot: the address is full again.
		expect(await limits.tryHold(slot)).toBeNull();
		await second?.();
		await third?.();
		expect(await limits.tryHold(slot)).not.toBeNull();
	});

	it('takes no slot of the address when the account is full', async () => {
		const limits = createLimits(
			table({ 'streams:account': { points: 1, durationSec: 0 }, 'streams:ip': { points: 2, durationSec: 0 } }),
		);
		const both = [
			{ name: 'streams:account' as const, key: 'ana' },
			{ name: 'streams:ip' as const, key: '1.2.3.4' },
		];
		expect(await limits.tryHold(both)).not.toBeNull();
		expect(await limits.tryHold(both)).toBeNull();
		expect(await limits.tryHold(both)).toBeNull();
		expect(await limits.tryHold([{ name: 'streams:ip', key: '1.2.3.4' }])).not.toBeNull();
		expect(await limits.tryHold([{ name: 'streams:ip', key: '1.2.3.4' }])).toBeNull();
	});
});

describe('addressKey', () => {
	it('counts IPv4 as it is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
		expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
		expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
		expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
		expect(addressKey('2001:0DB8:0000:0001:ffff:0:0:2')).toBe('2001:db8:0:1::/64');
		expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
		expect(addressKey('::1')).toBe('0:0:0:0::/64');
		expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
		expect(addressKey('unknown')).toBe('unknown');
	});

	it('is what the limits count addresses by', async () => {
		const limits = createLimits(table({ 'signup:ip': { points: 1, durationSec: 60 } }));
		await limits.consume('signup:ip', '2001:db8:0:1::1');
		await expect(limits.consume('signup:ip', '2001:db8:0:1::ffff')).rejects.toBeInstanceOf(RateLimitError);
		await limits.consume('signup:ip', '2001:db8:0:2::1');
	});
});
