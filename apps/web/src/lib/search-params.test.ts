import { describe, expect, it } from 'vitest';
import { optionalOneOf, optionalString } from './search-params';

describe('search params', () => {
	it('reads bounded strings and drops anything else', () => {
		expect(optionalString('ABC123', 32)).toBe('ABC123');
		expect(optionalString('', 32)).toBeUndefined();
		expect(optionalString('x'.repeat(33), 32)).toBeUndefined();
		expect(optionalString(42, 32)).toBeUndefined();
	});

	it('reads only listed values', () => {
		const kinds = ['customer', 'business'] as const;
		expect(optionalOneOf('business', kinds)).toBe('business');
		expect(optionalOneOf('admin', kinds)).toBeUndefined();
		expect(optionalOneOf(undefined, kinds)).toBeUndefined();
	});
});
