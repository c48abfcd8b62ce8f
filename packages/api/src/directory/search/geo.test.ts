import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm } from './geo';

const SANTO_DOMINGO = { lat: 18.4861, lng: -69.9312 };
const SANTIAGO = { lat: 19.4517, lng: -70.697 };

describe('geo', () => {
	it('measures great-circle distances in km', () => {
		expect(haversineKm(SANTO_DOMINGO, SANTO_DOMINGO)).toBe(0);
		// About 135 km between the two largest cities.
		expect(haversineKm(SANTO_DOMINGO, SANTIAGO)).toBeGreaterThan(130);
		expect(haversineKm(SANTO_DOMINGO, SANTIAGO)).toBeLessThan(140);
	});

	it('makes a box that holds the whole circle', () => {
		const radiusKm = 10;
		const box = boundingBox(SANTO_DOMINGO.lat, SANTO_DOMINGO.lng, radiusKm);
		for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
			const rad = (bearing * Math.PI) / 180;
			// A point just inside the circle in this direction.
			const dLat = ((radiusKm * 0.999) / 111.32) * Math.cos(rad);
			const dLng = ((radiusKm * 0.999) / (111.32 * Math.cos((SANTO_DOMINGO.lat * Math.PI) / 180))) * Math.sin(rad);
			const point = { lat: SANTO_DOMINGO.lat + dLat, lng: SANTO_DOMINGO.lng + dLng };
			expect(haversineKm(SANTO_DOMINGO, point)).toBeLessThan(radiusKm * 1.01);
			expect(point.lat).toBeGreaterThanOrEqual(box.latMin);
			expect(point.lat).toBeLessThanOrEqual(box.latMax);
			expect(point.lng).toBeGreaterThanOrEqual(box.lngMin);
			expect(point.lng).toBeLessThanOrEqual(box.lngMax);
		}
	});
});
