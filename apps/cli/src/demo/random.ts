/**
 * A small seeded pseudo-random generator (mulberry32). The demo data must be the same on every run
 * with the same seed, so tests and benchmarks see the same directory; Math.random cannot be seeded.
 */
export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [min, max], both included. */
	int(min: number, max: number): number;
	/** True with the given probability. */
	chance(probability: number): boolean;
	pick<T>(items: readonly T[]): T;
	/** `count` distinct items in random order (all of them when there are fewer). */
	sample<T>(items: readonly T[], count: number): T[];
}

/** Mixes two integers into a 32-bit seed, so profile N gets its own stream whatever came before it. */
export function mixSeed(seed: number, index: number): number {
	let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 0x632be5ab, 0xc2b2ae35);
	h ^= h >>> 16;
	h = Math.imul(h, 0x7feb352d);
	h ^= h >>> 15;
	h = Math.imul(h, 0x846ca68b);
	return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	return {
		next,
		int,
		chance: (probability) => next() < probability,
		pick<T>(items: readonly T[]): T {
			if (items.length === 0) throw new Error('pick from an empty list');
			return items[Math.floor(next() * items.length)] as T;
		},
		sample<T>(items: readonly T[], count: number): T[] {
			const pool = [...items];
			const n = Math.min(count, pool.length);
			// A partial Fisher-Yates: only the first n places are shuffled.
			for (let i = 0; i < n; i++) {
				const j = int(i, pool.length - 1);
				[pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
			}
			return pool.slice(0, n);
		},
	};
}

/** Picks by weight: `[value, weight]` pairs, weights need not add up to anything. */
export function weighted<T>(random: Random, options: readonly (readonly [T, number])[]): T {
	const total = options.reduce((sum, [, weight]) => sum + weight, 0);
	let roll = random.next() * total;
	for (const [value, weight] of options) {
		roll -= weight;
		if (roll < 0) return value;
	}
	const last = options.at(-1);
	if (!last) throw new Error('weighted pick from an empty list');
	return last[0];
}
