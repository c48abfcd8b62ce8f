import { RateLimiterRedis } from 'rate-limiter-flexible';
import { type LimiterFactory, memoryLimiter } from './limits';

/**
 * The limits of docs/api.md "Limits" counted in Redis (`storeClient`: an ioredis client), so they
 * hold across server processes: a login lock taken on one is seen by the others. Each limiter has
 * a memory insurance limiter with the same numbers: while Redis is away (`rejectIfRedisNotReady`:
 * no waiting for it) each process counts alone, as one process always has, and requests keep working.
 *
 * Held limits (durationSec 0: open streams) never expire in Redis either. A slot taken in memory
 * while Redis was away and given back once it returned lowers the Redis count; createLimits forgets
 * a held key that reaches zero, so the count does not stay below zero.
 */
export function redisLimiter(storeClient: unknown, prefix: string): LimiterFactory {
	return (name, rule) =>
		new RateLimiterRedis({
			storeClient,
			keyPrefix: `${prefix}limit:${name}`,
			points: rule.points,
			duration: rule.durationSec,
			rejectIfRedisNotReady: true,
			insuranceLimiter: memoryLimiter(name, rule),
		});
}
