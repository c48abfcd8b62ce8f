import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitPart, isTakingOver, pageCommitted, partCommitted, watchTakeOver } from './take-over';

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

	it('awaits nothing outside a take-over (a page the app drew itself)', () => {
		awaitPart('filters');
		expect(isTakingOver()).toBe(false);
		const live = vi.fn();
		watchTakeOver(live);
		pageCommitted();
		expect(live).toHaveBeenCalledTimes(1);
	});
});
