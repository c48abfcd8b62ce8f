import { describe, expect, it } from 'vitest';
import { cedulaCheckDigit, cedulaDigits, formatCedula, hasValidCedulaCheckDigit, maskCedula } from './cedula';

/** Ten digits completed with their check digit. */
const withCheck = (firstTen: string) => `${firstTen}${cedulaCheckDigit(firstTen)}`;

describe('cedulaDigits', () => {
	it('accepts 11 digits and the dashed form, giving the 11 digits', () => {
		expect(cedulaDigits('00113918205')).toBe('00113918205');
		expect(cedulaDigits('001-1391820-5')).toBe('00113918205');
		expect(cedulaDigits(' 001-1391820-5 ')).toBe('00113918205');
	});

	it('refuses other shapes', () => {
		for (const value of [
			'',
			'0011391820',
			'001139182051',
			'001-139182-05',
			'0011-391820-5',
			'001 1391820 5',
			'abc-defghij-k',
			'001-1391820-55',
		]) {
			expect(cedulaDigits(value), value).toBeNull();
		}
	});
});

describe('cedulaCheckDigit (Luhn-style mod 10)', () => {
	it('weights 1,2,1,2… from the left, summing the digits of two-digit products', () => {
		// 0·1 0·2 1·1 1·2 3·1 9·2=18→9 1·1 8·2=16→7 2·1 0·2 → 0+0+1+2+3+9+1+7+2+0 = 25 → 5
		expect(cedulaCheckDigit('0011391820')).toBe(5);
		// 4·1 0·2 2·1 … → 4+0+2+0+0+0+0+0+0+0 = 6 → 4
		expect(cedulaCheckDigit('4020000000')).toBe(4);
	});

	it('gives 0 when the sum is already a multiple of ten', () => {
		expect(cedulaCheckDigit('0000000000')).toBe(0);
		// 5·1 + 5·2=10→1 + 4·1 = 10 → 0
		expect(cedulaCheckDigit('5540000000')).toBe(0);
	});
});

describe('hasValidCedulaCheckDigit', () => {
	it('accepts a number whose last digit is its check digit', () => {
		expect(hasValidCedulaCheckDigit('00113918205')).toBe(true);
		expect(hasValidCedulaCheckDigit(withCheck('2238765432'))).toBe(true);
	});

	it('refuses every other last digit', () => {
		for (let digit = 0; digit <= 9; digit++) {
			if (digit === 5) continue;
			expect(hasValidCedulaCheckDigit(`0011391820${digit}`), String(digit)).toBe(false);
		}
	});

	it('catches a mistyped digit and two swapped neighbours', () => {
		expect(hasValidCedulaCheckDigit('00113918215')).toBe(false);
		expect(hasValidCedulaCheckDigit('00131918205')).toBe(false);
	});

	it('refuses anything that is not 11 digits', () => {
		expect(hasValidCedulaCheckDigit('001-1391820-5')).toBe(false);
		expect(hasValidCedulaCheckDigit('0011391820')).toBe(false);
	});
});

describe('formatCedula and maskCedula', () => {
	it('writes the owner form with dashes', () => {
		expect(formatCedula('00113918205')).toBe('001-1391820-5');
	});

	it('shows others only the last four digits', () => {
		expect(maskCedula('00113918205')).toBe('***-****820-5');
	});
});
