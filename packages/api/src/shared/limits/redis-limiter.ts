import { RateLimiterRedis } from 'rate-limiter-flexible';
import { type LimiterFactory, memoryLimiter } from './limits';

/**
 * The limits of docs/api.md "Limits" counted in Redis (`storeClient`: an ioredis client), so they
 * hold across server processes: a login lock taken on one is seen by the others. Each limiter has
 * a memory insurance limiter with the same numbers: while Redis is away (`rejectIfRedisNotReady`:
 * no waiting for it) each process counts alone, as one process always has, and requests keep working.
 *
 * Held limits (durationSec 0: open streams) expire in Redis after HELD_SLOT_TTL_SEC, unlike in
 * memory: a process that dies with streams open (a crash, a kill) never gives their slots back, and
 * neither does a release that fell on a Redis outage (it went to the insurance limiter); in memory
 * those slots die with the process, in Redis they would be held for good. The price: a key whose
 * first slot was taken an hour ago starts afresh while its streams may still be open, so for a
 * while an account or an address can hold more streams than its limit. A slot given back to an
 * expired key lowers it below zero, and createLimits forgets a held key at zero or below.
 */
/** How long Redis keeps a held limit's count (see above). */
export const HELD_SLOT_TTL_SEC = 60 * 60;

export function redisLimiter(storeClient: unknown, prefix: string): LimiterFactory {
	return (name, rule) =>
		new RateLimiterRedis({
			storeClient,
			keyPrefix: `${prefix}limit:${name}`,
			points: rule.points,
			duration: rule.durationSec === 0 ? HELD_SLOT_TTL_SEC : rule.durationSec,
			rejectIfRedisNotReady: true,
			insuranceLimiter: memoryLimiter(name, rule),
		});
}
