import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitPart, forgetPart, isTakingOver, pageCommitted, partCommitted, watchTakeOver } from './take-over';

describe('the take-over of a drawn page', () => {
	afterEach(() => {
		// A take-over left going by a test ends here, so the next starts clean.
		if (isTakingOver()) pageCommitted();
	});

	it('is live once the page has committed, when no lazy part was drawn', () => {
		const live = vi.fn();
		watchTakeOver(live);
		expect(isTakingOver()).toBe(true);
		pageCommitted();
		expect(live).toHaveBeenCalledTimes(1);
		expect(isTakingOver()).toBe(false);
	});

	it('waits for every lazy part rendered during it, in any order, and ends once', () => {
		const live = vi.fn();
		watchTakeOver(live);
		awaitPart('filters');
		awaitPart('results');
		pageCommitted();
		partCommitted('results');
		expect(live).not.toHaveBeenCalled();
		partCommitted('filters');
		expect(live).toHaveBeenCalledTimes(1);
		// Later commits (a part drawn again, a new page) change nothing.
		partCommitted('filters');
		pageCommitted();
		expect(live).toHaveBeenCalledTimes(1);
	});

	it('does not end on a part before the page itself has committed', () => {
		const live = vi.fn();
		watchTakeOver(live);
		awaitPart('filters');
		partCommitted('filters');
		expect(live).not.toHaveBeenCalled();
		pageCommitted();
		expect(live).toHaveBeenCalledTimes(1);
	});

	it('stops awaiting a part whose wrapper went away, once the commit is over, unless it is awaited again', async () => {
		const live = vi.fn();
		watchTakeOver(live);
		awaitPart('filters');
		pageCommitted();
		// StrictMode's second mount in development: gone and awaited again within the same commit.
		forgetPart('filters');
		awaitPart('filters');
		await Promise.resolve();
		expect(live).not.toHaveBeenCalled();
		// Gone for good (an error replaced it): the page is live without it.
		forgetPart('filters');
		expect(live).not.toHaveBeenCalled();
		await Promise.resolve();
		expect(live).toHaveBeenCalledTimes(1);
	});

	it('awaits nothing outside a take-over (a page the app drew itself)', () => {
		awaitPart('filters');
		expect(isTakingOver()).toBe(false);
		const live = vi.fn();
		watchTakeOver(live);
		pageCommitted();
		expect(live).toHaveBeenCalledTimes(1);
	});
});
