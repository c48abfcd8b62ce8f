import { type ReactNode, Suspense } from 'react';

/** Profile cards per group, wherever a list of them is taken over (a listing, /categories' activity). */
export const PROFILE_CARDS_PER_GROUP = 4;

/**
 * A long list's items taken over in groups. Each group is a Suspense boundary of its own: on a page
 * the server drew, React hydrates and commits every boundary on its own after the page's, so a
 * listing's 24 cards come live in six short commits instead of one long one at the end of the
 * take-over (a commit cannot be sliced; at a phone's speed that one was a 100-150 ms task). Nothing in
 * an item suspends, so no fallback ever shows, and a boundary adds no element (a grid's cells and a
 * list's items stay its children).
 */
export function HydratedInGroups<T>({
	items,
	size,
	children,
}: {
	items: readonly T[];
	/** Items per boundary: a commit of one group should stay a few milliseconds on a fast machine. */
	size: number;
	children: (item: T) => ReactNode;
}) {
	return groupsOf(items, size).map((group, index) => (
		// Grouped by position: a list grown by "Load more" adds groups, it never moves an item to
		// another one (which would mount it anew).
		// biome-ignore lint/suspicious/noArrayIndexKey: the group's place is what it is
		<Suspense key={index} fallback={null}>
			{group.map(children)}
		</Suspense>
	));
}

export function groupsOf<T>(items: readonly T[], size: number): T[][] {
	const groups: T[][] = [];
	for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
	return groups;
}
