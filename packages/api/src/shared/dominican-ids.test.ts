import { describe, expect, it } from 'vitest';
import {
	cedulaCheckDigit,
	cedulaDigits,
	formatCedula,
	hasValidCedulaCheckDigit,
	hasValidRncCheckDigit,
	isValidTaxId,
	maskCedula,
	readTaxId,
	rncCheckDigit,
	rncDigits,
	shownTaxId,
} from './dominican-ids';

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

describe('rncCheckDigit (weights 7,9,8,6,5,4,3,2, modulo 11)', () => {
	it('gives the published RNCs their last digit', () => {
		// 1·7+0·9+1·8+8·6+5·5+0·4+0·3+4·2 = 96, 96 mod 11 = 8, 11 - 8 = 3
		expect(rncCheckDigit('10185004')).toBe(3);
		// 4·7+0+1·8+5·6+0+5·4+9·3+6·2 = 125, 125 mod 11 = 4, 11 - 4 = 7
		expect(rncCheckDigit('40150596')).toBe(7);
	});

	it('gives 2 for a remainder of 0 and 1 for a remainder of 1', () => {
		expect(rncCheckDigit('00000000')).toBe(2);
		// 1·9 + 1·2 = 11, remainder 0 → 2
		expect(rncCheckDigit('01000001')).toBe(2);
		// 1·8 + 1·4 = 12, remainder 1 → 1
		expect(rncCheckDigit('00100100')).toBe(1);
	});
});

describe('hasValidRncCheckDigit', () => {
	it('accepts valid RNCs and refuses every other last digit', () => {
		expect(hasValidRncCheckDigit('101850043')).toBe(true);
		expect(hasValidRncCheckDigit('401505967')).toBe(true);
		for (let digit = 0; digit <= 9; digit++) {
			if (digit === 3) continue;
			expect(hasValidRncCheckDigit(`10185004${digit}`), String(digit)).toBe(false);
		}
	});

	it('catches a mistyped digit', () => {
		expect(hasValidRncCheckDigit('101850042')).toBe(false);
		expect(hasValidRncCheckDigit('111850043')).toBe(false);
	});
});

describe('rncDigits', () => {
	it('reads the DGII form, dashes elsewhere and spaces', () => {
		expect(rncDigits('1-01-85004-3')).toBe('101850043');
		expect(rncDigits('101-85004-3')).toBe('101850043');
		expect(rncDigits(' 101 85004 3 ')).toBe('101850043');
		expect(rncDigits('101850043')).toBe('101850043');
	});

	it('refuses other shapes', () => {
		for (const value of ['', '10185004', '1018500433', '1018A0043', '1--01-85004-3', '-101850043']) {
			expect(rncDigits(value), value).toBeNull();
		}
	});
});

describe('readTaxId', () => {
	it('reads an RNC or a cédula, each with its check digit', () => {
		expect(readTaxId('1-01-85004-3')).toEqual({ kind: 'rnc', digits: '101850043' });
		expect(readTaxId('001-1391820-5')).toEqual({ kind: 'cedula', digits: '00113918205' });
		expect(readTaxId('00113918205')).toEqual({ kind: 'cedula', digits: '00113918205' });
	});

	it('refuses a wrong check digit of either, and anything else', () => {
		expect(isValidTaxId('101850042')).toBe(false);
		expect(isValidTaxId('001-1391820-4')).toBe(false);
		expect(isValidTaxId('12345')).toBe(false);
		expect(isValidTaxId('RNC 101850043')).toBe(false);
	});
});

describe('shownTaxId', () => {
	it('shows an RNC as the DGII writes it, to everyone', () => {
		expect(shownTaxId('101850043', false)).toEqual({ kind: 'rnc', number: '1-01-85004-3' });
	});

	it('shows a cédula to its owner and masks it for others', () => {
		expect(shownTaxId('00113918205', true)).toEqual({ kind: 'cedula', number: '001-1391820-5' });
		expect(shownTaxId('00113918205', false)).toEqual({ kind: 'cedula', number: '***-****820-5' });
	});
});
