import { describe, expect, it } from 'vitest';
import { matchExpression } from './match-expression';

describe('matchExpression', () => {
	it('quotes every term and makes the last one a prefix', () => {
		expect(matchExpression('pizza santo')).toBe('("pizza" OR "pizzas") AND "santo"*');
		expect(matchExpression('Café')).toBe('"Café"*');
	});

	it('returns null for empty text or text without letters or digits', () => {
		expect(matchExpression(undefined)).toBeNull();
		expect(matchExpression('')).toBeNull();
		expect(matchExpression('  "*-:() ')).toBeNull();
	});

	it('keeps FTS5 syntax out of the expression', () => {
		expect(matchExpression('title:foo OR "bar" NEAR(x) -baz*')).toBe(
			'("title" OR "titles") AND ("foo" OR "foos") AND "OR" AND ("bar" OR "bares" OR "bars") AND ("NEAR" OR "neares" OR "nears") AND "x" AND ("baz"* OR "baces")',
		);
	});

	it('does not turn a one-letter last term into a prefix', () => {
		expect(matchExpression('taller a')).toBe('("taller" OR "talleres" OR "tallers") AND "a"');
	});

	it('matches the singular and plural forms of each term, those a prefix does not already match', () => {
		expect(matchExpression('bakery')).toBe('("bakery"* OR "bakeries")');
		expect(matchExpression('panaderías')).toBe('("panaderías"* OR "panaderia")');
		expect(matchExpression('panadería')).toBe('"panadería"*');
		expect(matchExpression('panaderías santiago')).toBe('("panaderías" OR "panaderia") AND "santiago"*');
	});

	it('bounds the number and length of terms', () => {
		const many = Array.from({ length: 20 }, (_, i) => `t${i}`).join(' ');
		expect(matchExpression(many)?.split(' AND ')).toHaveLength(8);
		expect(matchExpression('x'.repeat(100))).toBe(`"${'x'.repeat(40)}"*`);
	});

	it('restricts to one column when asked', () => {
		expect(matchExpression('caf', { column: 'title' })).toBe('{title} : ("caf"*)');
	});
});
