import pLimit from 'p-limit';
import { AppError } from '../shared/app-error';

/**
 * How many images are decoded and re-encoded at once, and how many may wait (docs/api.md, "Limits").
 * sharp runs in libuv's thread pool (4 threads by default), which also reads files, hashes passwords
 * (argon2) and compresses: with every image in it at once, a burst of uploads would hold all of them.
 */
export interface DecodeQueueLimits {
	/** Images processed at once (each holds one of libuv's threads while it runs). */
	atOnce: number;
	/** Images waiting for a turn; one more is refused at once (503 images.busy). */
	waiting: number;
	/** The longest an image waits for its turn; then it is refused (503 images.busy). */
	waitMs: number;
}

export const DECODE_QUEUE_LIMITS: DecodeQueueLimits = { atOnce: 2, waiting: 4, waitMs: 10_000 };

export type DecodeQueue = <T>(task: () => Promise<T>) => Promise<T>;

const busy = () => new AppError('SERVICE_UNAVAILABLE', 'images.busy');

/**
 * Runs tasks `atOnce` at a time in arrival order. A task asked for while `waiting` others already
 * wait, or whose turn has not come within `waitMs`, is refused with AppError SERVICE_UNAVAILABLE
 * 'images.busy' and never runs.
 */
export function createDecodeQueue(limits: DecodeQueueLimits = DECODE_QUEUE_LIMITS): DecodeQueue {
	const turns = pLimit(limits.atOnce);
	return <T>(task: () => Promise<T>): Promise<T> => {
		if (turns.activeCount + turns.pendingCount >= limits.atOnce + limits.waiting) return Promise.reject(busy());
		let givenUp = false;
		let timer: NodeJS.Timeout | undefined;
		const turn = turns(() => {
			clearTimeout(timer);
			// Its caller has already been answered: the turn goes to the next at once.
			return givenUp ? Promise.reject(busy()) : task();
		});
		const late = new Promise<never>((_, reject) => {
			timer = setTimeout(() => {
				givenUp = true;
				reject(busy());
			}, limits.waitMs);
		});
		// The loser of the race must not be reported as unhandled.
		turn.catch(() => {});
		late.catch(() => {});
		return Promise.race([turn, late]);
	};
}
