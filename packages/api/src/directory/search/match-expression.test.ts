import { describe, expect, it } from 'vitest';
import { matchExpression } from './match-expression';

describe('matchExpression', () => {
	it('quotes every term and makes the last one a prefix', () => {
		expect(matchExpression('pizza santo')).toBe('"pizza" "santo"*');
		expect(matchExpression('Café')).toBe('"Café"*');
	});

	it('returns null for empty text or text without letters or digits', () => {
		expect(matchExpression(undefined)).toBeNull();
		expect(matchExpression('')).toBeNull();
		expect(matchExpression('  "*-:() ')).toBeNull();
	});

	it('keeps FTS5 syntax out of the expression', () => {
		expect(matchExpression('title:foo OR "bar" NEAR(x) -baz*')).toBe('"title" "foo" "OR" "bar" "NEAR" "x" "baz"*');
	});

	it('does not turn a one-letter last term into a prefix', () => {
		expect(matchExpression('taller a')).toBe('"taller" "a"');
	});

	it('bounds the number and length of terms', () => {
		const many = Array.from({ length: 20 }, (_, i) => `t${i}`).join(' ');
		expect(matchExpression(many)?.split(' ')).toHaveLength(8);
		expect(matchExpression('x'.repeat(100))).toBe(`"${'x'.repeat(40)}"*`);
	});

	it('restricts to one column when asked', () => {
		expect(matchExpression('caf', { column: 'title' })).toBe('{title} : ("caf"*)');
	});
});
