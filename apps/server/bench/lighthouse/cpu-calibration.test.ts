import { describe, expect, it } from 'vitest';
import { calibrateCpuSlowdown, median } from './cpu-calibration';

describe('the CPU slowdown calibrated from benchmarkIndex', () => {
	it("follows the throttling guide's calculator for a mid-tier phone", () => {
		// The calculator's own anchors: 150 = 1x, 800 = 2x, 1300 = 3x, 1533 = 4x, 2000 = 6x.
		expect(calibrateCpuSlowdown(150).multiplier).toBe(1);
		expect(calibrateCpuSlowdown(800).multiplier).toBe(2);
		expect(calibrateCpuSlowdown(1300).multiplier).toBe(3);
		expect(calibrateCpuSlowdown(1533).multiplier).toBe(4);
		expect(calibrateCpuSlowdown(2000).multiplier).toBe(6);
		// The hosts issue 23 names: ~1000 and ~2900.
		expect(calibrateCpuSlowdown(1000)).toMatchObject({ computed: 2.4, multiplier: 2.4, note: null });
		expect(calibrateCpuSlowdown(2900)).toMatchObject({ computed: 9.9, multiplier: 9.9, note: null });
		expect(calibrateCpuSlowdown(2900).target).toMatch(/mid-tier mobile \(Moto G4/);
	});

	it("clamps to the guide's 1-10x and says so", () => {
		expect(calibrateCpuSlowdown(3200)).toMatchObject({ computed: 11.2, multiplier: 10 });
		expect(calibrateCpuSlowdown(3200).note).toMatch(/clamped/);
		expect(calibrateCpuSlowdown(100)).toMatchObject({ multiplier: 1 });
		expect(calibrateCpuSlowdown(100).note).toMatch(/slower than the target phone/);
		expect(() => calibrateCpuSlowdown(Number.NaN)).toThrow('not a benchmarkIndex');
	});

	it('takes the median of the loads, so one disturbed measure does not decide', () => {
		expect(median([2900, 1200, 2850])).toBe(2850);
		expect(median([2800, 2900])).toBe(2850);
		expect(() => median([])).toThrow();
	});
});
