import type { InfiniteData } from '@tanstack/react-query';
import type { Page, WallComment, WallCounts, WallPost, WallReaction } from './wall-types';

/** An infinite list as React Query keeps it: pages in loading order, each with the next cursor. */
export type PagesCache<T> = InfiniteData<Page<T>, number | null>;

function mapItems<T>(data: PagesCache<T> | undefined, change: (item: T) => T): PagesCache<T> | undefined {
	if (!data) return data;
	return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}

/** New counts on a post (live, or a reaction's answer); what the viewer reacted stays theirs. */
export function postWithCounts(post: WallPost, counts: WallCounts): WallPost {
	if (post.id !== counts.postId) return post;
	return {
		...post,
		likeCount: counts.likeCount,
		dislikeCount: counts.dislikeCount,
		commentCount: counts.commentCount,
	};
}

/** A reaction's answer: the counts and the viewer's own reaction. */
export function postWithReaction(post: WallPost, result: WallReaction): WallPost {
	if (post.id !== result.postId) return post;
	return { ...post, likeCount: result.likeCount, dislikeCount: result.dislikeCount, myReaction: result.myReaction };
}

export function postsWith(
	data: PagesCache<WallPost> | undefined,
	change: (post: WallPost) => WallPost,
): PagesCache<WallPost> | undefined {
	return mapItems(data, change);
}

/** Replaces a post in the list with its edited version; keeps the live counts of the list's copy. */
export function postsWithEdited(
	data: PagesCache<WallPost> | undefined,
	edited: WallPost,
): PagesCache<WallPost> | undefined {
	return mapItems(data, (post) => (post.id === edited.id ? { ...post, ...edited } : post));
}

export function postsWithout(data: PagesCache<WallPost> | undefined, postId: number): PagesCache<WallPost> | undefined {
	if (!data) return data;
	return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== postId) })) };
}

/** Whether the loaded list already shows this post (a "new post" event for it is old news). */
export function hasPost(data: PagesCache<WallPost> | undefined, postId: number): boolean {
	return data?.pages.some((page) => page.items.some((post) => post.id === postId)) ?? false;
}

/**
 * Adds a comment (oldest first) or updates it when already there: a send's answer and its live
 * event both arrive, never twice. A new comment joins only a list loaded to its end; otherwise
 * "Load more" brings it, in its place.
 */
export function commentsWith(
	data: PagesCache<WallComment> | undefined,
	comment: WallComment,
): PagesCache<WallComment> | undefined {
	if (!data || data.pages.length === 0) return data;
	const present = data.pages.some((page) => page.items.some((c) => c.id === comment.id));
	if (present) return mapItems(data, (c) => (c.id === comment.id ? { ...c, ...comment } : c));
	const lastIndex = data.pages.length - 1;
	const last = data.pages[lastIndex] as Page<WallComment>;
	if (last.nextCursor !== null) return data;
	const items = [...last.items, comment].sort((a, b) => a.id - b.id);
	return { ...data, pages: data.pages.map((page, index) => (index === lastIndex ? { ...page, items } : page)) };
}

export function commentsWithout(
	data: PagesCache<WallComment> | undefined,
	commentId: number,
): PagesCache<WallComment> | undefined {
	if (!data) return data;
	return {
		...data,
		pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== commentId) })),
	};
}

/** Every item of the loaded pages, in order, each once (pages fetched while others changed may overlap). */
export function flattenPages<T extends { id: number }>(data: PagesCache<T> | undefined): T[] {
	if (!data) return [];
	const seen = new Set<number>();
	const items: T[] = [];
	for (const page of data.pages) {
		for (const item of page.items) {
			if (seen.has(item.id)) continue;
			seen.add(item.id);
			items.push(item);
		}
	}
	return items;
}
