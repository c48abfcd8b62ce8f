import { describe, expect, it } from 'vitest';
import { firstViewAddress } from './first-view-address';

describe('firstViewAddress', () => {
	it('keeps the path and only the parameters its route reads, as written and in order', () => {
		expect(firstViewAddress('/')).toBe('/');
		expect(firstViewAddress('/?utm_source=abc&fbclid=1')).toBe('/');
		expect(firstViewAddress('/businessProfile?utm_medium=x&id=12&gclid=y')).toBe('/businessProfile?id=12');
		expect(firstViewAddress('/categories?city=Santo+Domingo&utm=1&q=caf%C3%A9&open=true')).toBe(
			'/categories?city=Santo+Domingo&q=caf%C3%A9&open=true',
		);
		expect(firstViewAddress('/businessWall?id=3')).toBe('/businessWall');
	});

	it('reads encoded names and drops names that cannot be decoded', () => {
		expect(firstViewAddress('/categories?%71=tacos&%E0%A4%A=1')).toBe('/categories?%71=tacos');
	});

	it('leaves the query of a path it has no list for as it is', () => {
		expect(firstViewAddress('/pricingTable?plan=pro&utm_source=x')).toBe('/pricingTable?plan=pro&utm_source=x');
	});
});
