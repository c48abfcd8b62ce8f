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

	it('knows the pages drawn since: profiles, listings, a category, the calendar, upcoming events', () => {
		expect(firstViewAddress('/restaurant-profile?id=4&utm_source=x')).toBe('/restaurant-profile?id=4');
		expect(firstViewAddress('/professionalProfile?fbclid=1&id=9')).toBe('/professionalProfile?id=9');
		expect(firstViewAddress('/employeeProfile?id=2&ref=mail')).toBe('/employeeProfile?id=2');
		expect(firstViewAddress('/restaurants?open=true&utm_campaign=a')).toBe('/restaurants?open=true');
		expect(firstViewAddress('/employees?q=chef&gclid=z')).toBe('/employees?q=chef');
		expect(firstViewAddress('/user-profiles/all?city=Santiago&x=1')).toBe('/user-profiles/all?city=Santiago');
		expect(firstViewAddress('/categories/restaurantes?q=pizza&utm_source=ig')).toBe('/categories/restaurantes?q=pizza');
		expect(firstViewAddress('/calendar?month=2026-12&view=year&s=1')).toBe('/calendar?month=2026-12&view=year');
		expect(firstViewAddress('/UpcomingEvents?utm_source=x')).toBe('/UpcomingEvents');
	});

	it('reads encoded names and drops names that cannot be decoded', () => {
		expect(firstViewAddress('/categories?%71=tacos&%E0%A4%A=1')).toBe('/categories?%71=tacos');
	});

	it('leaves the query of a path it has no list for as it is', () => {
		expect(firstViewAddress('/pricingTable?plan=pro&utm_source=x')).toBe('/pricingTable?plan=pro&utm_source=x');
	});
});
