import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { createDecodeQueue } from './decode-queue';

/** A task that runs until the test lets it finish, and says whether it has started. */
function heldTask() {
	let release: () => void = () => {};
	const state = { started: false };
	const done = new Promise<void>((resolve) => {
		release = resolve;
	});
	return {
		state,
		release,
		run: async () => {
			state.started = true;
			await done;
			return 'done';
		},
	};
}

const busy = (error: unknown) => error instanceof AppError && error.messageKey === 'images.busy';

describe('createDecodeQueue', () => {
	it('runs `atOnce` tasks, lets `waiting` wait and refuses the next at once', async () => {
		const queue = createDecodeQueue({ atOnce: 2, waiting: 1, waitMs: 60_000 });
		const tasks = [heldTask(), heldTask(), heldTask()];
		const results = tasks.map((task) => queue(task.run));
		await expect(queue(async () => 'never')).rejects.toSatisfy(busy);
		await Promise.resolve();
		expect(tasks.map((task) => task.state.started)).toEqual([true, true, false]);

		tasks[0]?.release();
		await expect(results[0]).resolves.toBe('done');
		await expect.poll(() => tasks[2]?.state.started).toBe(true);
		tasks[1]?.release();
		tasks[2]?.release();
		await expect(Promise.all(results)).resolves.toEqual(['done', 'done', 'done']);
	});

	it('refuses a task whose turn has not come within `waitMs`, which then never runs', async () => {
		const queue = createDecodeQueue({ atOnce: 1, waiting: 1, waitMs: 50 });
		const first = heldTask();
		const running = queue(first.run);
		let ranLate = false;
		await expect(
			queue(async () => {
				ranLate = true;
			}),
		).rejects.toSatisfy(busy);
		first.release();
		await running;
		// Its turn came after its caller had been answered: skipped, and the queue is free again.
		await expect(queue(async () => 'next')).resolves.toBe('next');
		expect(ranLate).toBe(false);
	});
});
