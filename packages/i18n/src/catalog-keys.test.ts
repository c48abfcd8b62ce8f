import { describe, expect, it } from 'vitest';
import { hasCatalogKey } from './catalog-keys';

describe('hasCatalogKey', () => {
	it('knows the keys of the catalogs, plural ones through their forms', () => {
		expect(hasCatalogKey('validation.required')).toBe(true);
		expect(hasCatalogKey('validation.password.mismatch')).toBe(true);
		expect(hasCatalogKey('errors.tooManyAttempts')).toBe(true);
	});

	it('refuses groups of keys, unknown keys and plain sentences', () => {
		expect(hasCatalogKey('validation.password')).toBe(false);
		expect(hasCatalogKey('validation')).toBe(false);
		expect(hasCatalogKey('validation.nope')).toBe(false);
		expect(hasCatalogKey('validation.required.more')).toBe(false);
		expect(hasCatalogKey('Invalid input: expected string, received number')).toBe(false);
		expect(hasCatalogKey('')).toBe(false);
	});
});
