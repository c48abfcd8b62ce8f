import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useSession } from '../../lib/session';
import { useStreamRetry } from '../../lib/stream-retry';
import { trpc } from '../../lib/trpc';
import { dropComment, dropPost, refreshWall, writeComment, writeCounts } from './wall-queries';
import type { WallLiveEvent } from './wall-types';

interface WallLiveOptions {
	/** The signed-in viewer: a live comment is `mine` when they wrote it. */
	userId: string | null;
	/** A post was published (the list offers to show it). */
	onNewPost?: (postId: number) => void;
}

/**
 * The wall's public stream (wall.live), written into the React Query caches the pages read:
 * counts, comments and removals change on screen for everyone viewing, without reloading. Nothing
 * is replayed after a dropped connection: each (re)connection starts with 'ready', and the pages
 * read what they show again then.
 */
export function useWallLive({ userId, onNewPost }: WallLiveOptions): void {
	const queryClient = useQueryClient();
	// Staff keep seeing hidden posts and comments (docs/admin.md).
	const staff = !!useSession().user?.staffRole;

	function apply(event: WallLiveEvent) {
		switch (event.type) {
			case 'ready':
				refreshWall(queryClient);
				break;
			case 'counts':
				writeCounts(queryClient, event);
				break;
			case 'comment':
				writeComment(queryClient, {
					...event.comment,
					mine: userId !== null && event.comment.author.userId === userId,
				});
				break;
			case 'post':
				onNewPost?.(event.postId);
				break;
			case 'removed':
				if (event.commentId === null) dropPost(queryClient, event.postId);
				else dropComment(queryClient, event.postId, event.commentId);
				break;
			case 'moderated':
				// Hidden: gone at once for everyone but its author (staff read the wall again and keep
				// it, marked). Restored, or the author's own: the pages read what they show again.
				if (event.hidden && event.authorId !== userId && !staff) {
					if (event.commentId === null) dropPost(queryClient, event.postId);
					else dropComment(queryClient, event.postId, event.commentId);
				} else refreshWall(queryClient);
				break;
		}
	}

	const subscription = useSubscription(
		trpc.wall.live.subscriptionOptions(undefined, {
			onData: (data) => {
				// Tracked events come as { id, data }; plain ones bare.
				const event = (typeof data === 'object' && data !== null && 'data' in data && 'id' in data
					? data.data
					: data) as unknown as WallLiveEvent;
				apply(event);
			},
		}),
	);
	// Refused because too many streams are open (other tabs): try again later, with backoff.
	useStreamRetry(subscription);
}

/**
 * useWallLive in a component of its own, rendered by the page: the stream's state (connecting, open,
 * refused) changes a few times as the page goes live, and each change drew again whatever held the
 * hook, the whole wall (every post card) when the page did.
 */
export function WallLive(options: WallLiveOptions): null {
	useWallLive(options);
	return null;
}
