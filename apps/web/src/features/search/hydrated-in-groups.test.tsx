import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupsOf, HydratedInGroups } from './hydrated-in-groups';

describe('HydratedInGroups', () => {
	it('cuts a list into groups of the given size, the last one shorter', () => {
		expect(groupsOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
		expect(groupsOf([], 4)).toEqual([]);
	});

	it('draws every item in order, with no element of its own between the list and its items', () => {
		const { container } = render(
			<ul>
				<HydratedInGroups items={['a', 'b', 'c', 'd', 'e']} size={2}>
					{(item) => <li key={item}>{item}</li>}
				</HydratedInGroups>
			</ul>,
		);
		const list = container.querySelector('ul');
		expect([...(list?.children ?? [])].map((child) => `${child.tagName}:${child.textContent}`)).toEqual([
			'LI:a',
			'LI:b',
			'LI:c',
			'LI:d',
			'LI:e',
		]);
	});
});
