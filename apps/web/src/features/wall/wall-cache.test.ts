import { describe, expect, it } from 'vitest';
import {
	commentsWith,
	commentsWithout,
	flattenPages,
	hasPost,
	type PagesCache,
	postsWith,
	postsWithEdited,
	postsWithout,
	postWithCounts,
	postWithReaction,
} from './wall-cache';
import type { WallAuthor, WallComment, WallPost } from './wall-types';

const author: WallAuthor = {
	userId: 'u1',
	name: 'Café Colonial',
	profileId: 3,
	profileKind: 'business',
	imageId: null,
};

function post(id: number, extra: Partial<WallPost> = {}): WallPost {
	return {
		id,
		title: `Post ${id}`,
		content: 'Hola',
		imageId: null,
		createdAt: '2026-11-21T10:00:00.000Z',
		editedAt: null,
		author,
		likeCount: 0,
		dislikeCount: 0,
		commentCount: 0,
		myReaction: null,
		mine: false,
		hidden: null,
		...extra,
	};
}

function comment(id: number, extra: Partial<WallComment> = {}): WallComment {
	return {
		id,
		postId: 1,
		body: `c${id}`,
		createdAt: '2026-11-21T10:00:00.000Z',
		editedAt: null,
		author,
		mine: false,
		hidden: null,
		...extra,
	};
}

function pages<T>(...list: { items: T[]; nextCursor: number | null }[]): PagesCache<T> {
	return { pages: list, pageParams: list.map((_, index) => (index === 0 ? null : index)) };
}

describe('posts in the cache', () => {
	const list = pages({ items: [post(3), post(2)], nextCursor: 2 }, { items: [post(1)], nextCursor: null });

	it('live counts change only their post and keep the viewer’s reaction', () => {
		const next = postsWith(list, (p) =>
			postWithCounts(
				{ ...p, myReaction: p.id === 2 ? 'like' : null },
				{ postId: 2, likeCount: 4, dislikeCount: 1, commentCount: 7 },
			),
		);
		const changed = flattenPages(next).find((p) => p.id === 2);
		expect(changed).toMatchObject({ likeCount: 4, dislikeCount: 1, commentCount: 7, myReaction: 'like' });
		expect(flattenPages(next).find((p) => p.id === 3)).toEqual(post(3));
	});

	it('a reaction answer sets the counts and my reaction, not the comment count', () => {
		const before = post(2, { commentCount: 5, likeCount: 1, myReaction: 'like' });
		expect(postWithReaction(before, { postId: 2, likeCount: 0, dislikeCount: 1, myReaction: 'dislike' })).toEqual({
			...before,
			likeCount: 0,
			dislikeCount: 1,
			myReaction: 'dislike',
		});
		expect(postWithReaction(before, { postId: 9, likeCount: 0, dislikeCount: 0, myReaction: null })).toBe(before);
	});

	it('edits replace, removals drop, and hasPost finds loaded posts', () => {
		const edited = postsWithEdited(list, post(1, { title: 'Nuevo', editedAt: '2026-11-21T11:00:00.000Z' }));
		expect(flattenPages(edited).find((p) => p.id === 1)?.title).toBe('Nuevo');
		const removed = postsWithout(list, 2);
		expect(flattenPages(removed).map((p) => p.id)).toEqual([3, 1]);
		expect(hasPost(list, 1)).toBe(true);
		expect(hasPost(list, 4)).toBe(false);
		expect(hasPost(undefined, 1)).toBe(false);
	});

	it('flattens pages in order, each post once', () => {
		const overlapping = pages(
			{ items: [post(3), post(2)], nextCursor: 2 },
			{ items: [post(2), post(1)], nextCursor: null },
		);
		expect(flattenPages(overlapping).map((p) => p.id)).toEqual([3, 2, 1]);
		expect(flattenPages(undefined)).toEqual([]);
	});
});

describe('comments in the cache', () => {
	it('a new comment joins the end of a list loaded to its end, once', () => {
		const list = pages({ items: [comment(1), comment(2)], nextCursor: null });
		const once = commentsWith(list, comment(5));
		expect(flattenPages(once).map((c) => c.id)).toEqual([1, 2, 5]);
		const twice = commentsWith(once, comment(5, { mine: true }));
		expect(flattenPages(twice).map((c) => c.id)).toEqual([1, 2, 5]);
		expect(flattenPages(twice).at(-1)?.mine).toBe(true);
	});

	it('waits for "Load more" when the list is not loaded to its end, but still updates loaded ones', () => {
		const list = pages({ items: [comment(1), comment(2)], nextCursor: 2 });
		expect(commentsWith(list, comment(9))).toBe(list);
		const edited = commentsWith(list, comment(2, { body: 'editado' }));
		expect(flattenPages(edited).find((c) => c.id === 2)?.body).toBe('editado');
	});

	it('removes a deleted comment, and leaves an unloaded list alone', () => {
		const list = pages({ items: [comment(1), comment(2)], nextCursor: null });
		expect(flattenPages(commentsWithout(list, 1)).map((c) => c.id)).toEqual([2]);
		expect(commentsWith(undefined, comment(1))).toBeUndefined();
	});
});
