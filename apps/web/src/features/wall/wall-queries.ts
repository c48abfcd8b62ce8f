import { type QueryClient, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import {
	commentsWith,
	commentsWithout,
	hasPost,
	type PagesCache,
	postsWith,
	postsWithEdited,
	postsWithout,
	postWithCounts,
	postWithReaction,
} from './wall-cache';
import type { Page, WallComment, WallCounts, WallPost, WallReaction } from './wall-types';

/**
 * The page size of both lists: ten posts fill two phone screens, and drawing twenty at once was the
 * longest task of the wall's first view on a phone (docs/bench.md, "Lighthouse"). "Load more" reads
 * the next ten.
 */
export const WALL_PAGE_SIZE = 10;

type PagesQuery<T> = UseInfiniteQueryResult<PagesCache<T>, unknown>;

const postsOptions = () =>
	trpc.wall.posts.infiniteQueryOptions(
		{ limit: WALL_PAGE_SIZE },
		{ getNextPageParam: (page: Page<unknown>) => page.nextCursor ?? undefined },
	);

const commentsOptions = (postId: number) =>
	trpc.wall.comments.infiniteQueryOptions(
		{ postId, limit: WALL_PAGE_SIZE },
		{ getNextPageParam: (page: Page<unknown>) => page.nextCursor ?? undefined },
	);

/** Loads the wall's first posts into `queryClient` (the wall route's loader, for the server's draw). */
export function loadPosts(queryClient: QueryClient): Promise<unknown> {
	return queryClient.ensureInfiniteQueryData(postsOptions());
}

/** The wall's posts, newest first, a page at a time (typed as the cache helpers read them). */
export function usePostsQuery(): PagesQuery<WallPost> {
	return useInfiniteQuery(postsOptions()) as unknown as PagesQuery<WallPost>;
}

/** A post's comments, oldest first, a page at a time. */
export function useCommentsQuery(postId: number): PagesQuery<WallComment> {
	return useInfiniteQuery(commentsOptions(postId)) as unknown as PagesQuery<WallComment>;
}

/** Whether the loaded list of posts already shows this one. */
export function postIsListed(queryClient: QueryClient, postId: number): boolean {
	return queryClient.getQueriesData<PagesCache<WallPost>>(postLists()).some(([, data]) => hasPost(data, postId));
}

/** After (re)connecting to the stream: what the pages show is read again, so nothing published meanwhile is missed. */
export function refreshWall(queryClient: QueryClient) {
	for (const filter of [trpc.wall.posts.pathFilter(), trpc.wall.post.pathFilter(), trpc.wall.comments.pathFilter()]) {
		void queryClient.invalidateQueries(filter);
	}
}

/** Every loaded list of posts (partial key: any input). */
const postLists = () => ({ queryKey: trpc.wall.posts.infiniteQueryKey() });
const postKey = (postId: number) => trpc.wall.post.queryKey({ postId });
const commentLists = (postId: number) => ({ queryKey: trpc.wall.comments.infiniteQueryKey({ postId }) });

/**
 * Writes a change into every cache that shows the post: the lists and its own page. The views
 * are the server's; the cast only names them the way the cache helpers do.
 */
function changePost(queryClient: QueryClient, postId: number, change: (post: WallPost) => WallPost) {
	queryClient.setQueriesData<PagesCache<WallPost>>(postLists(), (data) => postsWith(data, change));
	queryClient.setQueryData(postKey(postId), (post) => (post ? (change(post as WallPost) as typeof post) : post));
}

export function writeCounts(queryClient: QueryClient, counts: WallCounts) {
	changePost(queryClient, counts.postId, (post) => postWithCounts(post, counts));
}

export function writeReaction(queryClient: QueryClient, result: WallReaction) {
	changePost(queryClient, result.postId, (post) => postWithReaction(post, result));
}

export function writeEditedPost(queryClient: QueryClient, edited: WallPost) {
	queryClient.setQueriesData<PagesCache<WallPost>>(postLists(), (data) => postsWithEdited(data, edited));
	queryClient.setQueryData(postKey(edited.id), (post) => (post ? ({ ...post, ...edited } as typeof post) : post));
}

/** A deleted post leaves the lists; its own page reads it again (and finds it gone). */
export function dropPost(queryClient: QueryClient, postId: number) {
	queryClient.setQueriesData<PagesCache<WallPost>>(postLists(), (data) => postsWithout(data, postId));
	void queryClient.invalidateQueries({ queryKey: postKey(postId) });
	queryClient.removeQueries(commentLists(postId));
}

export function writeComment(queryClient: QueryClient, comment: WallComment) {
	queryClient.setQueriesData<PagesCache<WallComment>>(commentLists(comment.postId), (data) =>
		commentsWith(data, comment),
	);
}

export function dropComment(queryClient: QueryClient, postId: number, commentId: number) {
	queryClient.setQueriesData<PagesCache<WallComment>>(commentLists(postId), (data) => commentsWithout(data, commentId));
}

/** The post's counts from the server (after my own comment changes them, should the stream be down). */
export function refreshPost(queryClient: QueryClient, postId: number) {
	void queryClient.invalidateQueries({ queryKey: postKey(postId) });
}
