import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey } from './address-key';
import {
	DEFAULT_LIMITS,
	type LimitName,
	type LimitRule,
	type LimitTable,
	type RateName,
	type SlotName,
} from './limit-table';
import { RateLimitError } from './rate-limit-error';

/** One count against a named limit: `points` (1 unless said) for `key`. */
export interface LimitCheck {
	name: RateName;
	key: string;
	points?: number;
}

/** One slot of a limit on things held open (streams), for `key`. */
export interface SlotCheck {
	name: SlotName;
	key: string;
}

/** Gives held slots back; calling it more than once gives them back once. */
export type ReleaseSlots = () => Promise<void>;

/**
 * Our one interface to the limits of docs/api.md "Limits". Keys are what a limit counts by (a
 * client address, a user id, an e-mail address); addresses are grouped by addressKey here, so
 * callers pass ctx.ip as it is.
 */
export interface Limits {
	/** Counts one request against one limit, or throws RateLimitError and counts nothing. */
	consume(name: RateName, key: string, points?: number): Promise<void>;
	/**
	 * Counts one request against several limits (an account's and its address's): all of them, or,
	 * when any is spent, none (RateLimitError), so a refused request changes no count either.
	 */
	consumeAll(checks: readonly LimitCheck[]): Promise<void>;
	/** Takes one slot of each limit, or none and answers null when any is full. */
	tryHold(checks: readonly SlotCheck[]): Promise<ReleaseSlots | null>;
}

/** Builds the counter behind one named limit; the name is its key prefix in a shared store. */
export type LimiterFactory = (name: LimitName, rule: LimitRule) => RateLimiterAbstract;

/**
 * Counters in this process's memory: right for one process, the default. Several processes share
 * RateLimiterRedis through this seam (redisLimiter, REDIS_URL).
 */
export const memoryLimiter: LimiterFactory = (name, rule) =>
	new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSec });

/** The key a limit counts: client addresses by addressKey, e-mails without case, ids as they are. */
function keyOf(name: LimitName, key: string): string {
	if (name.endsWith(':ip')) return addressKey(key);
	if (name.endsWith(':email')) return key.toLowerCase();
	return key;
}

/** Points counted by this call; `held` for limits on things held open, which never expire. */
type Taken = { limiter: RateLimiterAbstract; key: string; points: number; held: boolean };

/**
 * The limits with the numbers of `table` (DEFAULT_LIMITS in production; tests may pass other
 * numbers for the same names), each counted by a limiter from `makeLimiter`.
 */
export function createLimits(table: LimitTable = DEFAULT_LIMITS, makeLimiter = memoryLimiter): Limits {
	const limiters = new Map<LimitName, RateLimiterAbstract>();
	const limiterOf = (name: LimitName) => {
		let limiter = limiters.get(name);
		if (!limiter) {
			limiter = makeLimiter(name, table[name]);
			limiters.set(name, limiter);
		}
		return limiter;
	};

	/**
	 * Counts each check in turn. On the first spent limit, gives back what this call counted (the
	 * refused check included: a refusal is counted by rate-limiter-flexible too) and answers the
	 * refusal; a store's own failure is rethrown after the same give-back.
	 */
	async function take(checks: readonly { name: LimitName; key: string; points?: number }[]) {
		const taken: Taken[] = [];
		for (const check of checks) {
			const entry = {
				limiter: limiterOf(check.name),
				key: keyOf(check.name, check.key),
				points: check.points ?? 1,
				held: table[check.name].durationSec === 0,
			};
			try {
				await entry.limiter.consume(entry.key, entry.points);
				taken.push(entry);
			} catch (failure) {
				const refused = failure instanceof RateLimiterRes;
				await giveBack(refused ? [...taken, entry] : taken);
				if (refused) return { taken: null, refusal: failure };
				throw failure;
			}
		}
		return { taken, refusal: null };
	}

	async function consumeAll(checks: readonly LimitCheck[]): Promise<void> {
		const { refusal } = await take(checks);
		if (refusal) throw new RateLimitError(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
	}

	return {
		consume: (name, key, points) => consumeAll([{ name, key, points }]),
		consumeAll,
		async tryHold(checks) {
			const { taken } = await take(checks);
			if (!taken) return null;
			let released = false;
			return async () => {
				if (released) return;
				released = true;
				await giveBack(taken);
			};
		},
	};
}

/**
 * Gives points back. A held limit (no expiry) forgets a key that reaches zero, or every address
 * that ever opened a stream would stay in memory; a slot taken between the give-back and the
 * forget is then not counted until it closes (one stream over the limit at most, for that while).
 */
async function giveBack(taken: readonly Taken[]): Promise<void> {
	for (const { limiter, key, points, held } of taken) {
		const left = await limiter.reward(key, points);
		if (held && left.consumedPoints <= 0) await limiter.delete(key);
	}
}
