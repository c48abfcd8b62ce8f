import { describe, expect, it } from 'vitest';
import {
	countVisit,
	INSTALL_SNOOZE_MS,
	readDismissedAt,
	rememberDismissal,
	shouldOfferInstall,
	VISITS_KEY,
} from './install-prompt';

function memoryStorage() {
	const values = new Map<string, string>();
	return {
		getItem: (key: string) => values.get(key) ?? null,
		setItem: (key: string, v: string) => void values.set(key, v),
	};
}

const NOW = 1_800_000_000_000;

describe('the install offer', () => {
	it('never shows on the first visit, shows from the second', () => {
		expect(shouldOfferInstall({ visits: 0, dismissedAt: null, standalone: false, now: NOW })).toBe(false);
		expect(shouldOfferInstall({ visits: 1, dismissedAt: null, standalone: false, now: NOW })).toBe(false);
		expect(shouldOfferInstall({ visits: 2, dismissedAt: null, standalone: false, now: NOW })).toBe(true);
		expect(shouldOfferInstall({ visits: 9, dismissedAt: null, standalone: false, now: NOW })).toBe(true);
	});

	it('never shows inside the installed app', () => {
		expect(shouldOfferInstall({ visits: 5, dismissedAt: null, standalone: true, now: NOW })).toBe(false);
	});

	it('stays away for 30 days after it is dismissed, then may show again', () => {
		const dismissedAt = NOW - INSTALL_SNOOZE_MS + 1;
		expect(shouldOfferInstall({ visits: 5, dismissedAt, standalone: false, now: NOW })).toBe(false);
		expect(shouldOfferInstall({ visits: 5, dismissedAt: NOW - INSTALL_SNOOZE_MS, standalone: false, now: NOW })).toBe(
			true,
		);
		expect(INSTALL_SNOOZE_MS).toBe(30 * 24 * 60 * 60 * 1000);
	});

	it('counts a visit once per browser session', () => {
		const local = memoryStorage();
		const firstTab = memoryStorage();
		expect(countVisit(local, firstTab)).toBe(1);
		// A reload in the same tab is the same visit.
		expect(countVisit(local, firstTab)).toBe(1);
		expect(countVisit(local, memoryStorage())).toBe(2);
		expect(local.getItem(VISITS_KEY)).toBe('2');
	});

	it('remembers the dismissal time', () => {
		const local = memoryStorage();
		expect(readDismissedAt(local)).toBeNull();
		rememberDismissal(local, NOW);
		expect(readDismissedAt(local)).toBe(NOW);
	});
});
