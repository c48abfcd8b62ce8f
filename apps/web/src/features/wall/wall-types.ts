import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

/**
 * The shapes the wall draws, as the wall procedures answer them (docs/wall.md): types only, read
 * from the router, so a change to what the server answers shows here at compile time.
 */
type WallOutputs = inferRouterOutputs<AppRouter>['wall'];

export type WallPost = WallOutputs['posts']['items'][number];
export type WallAuthor = WallPost['author'];
export type WallHidden = NonNullable<WallPost['hidden']>;
export type WallComment = WallOutputs['comments']['items'][number];

/** A page of posts or comments: the items and the cursor of the next page (null on the last). */
export type Page<T> = Omit<WallOutputs['posts'], 'items'> & { items: T[] };

/** What wall.live streams to everyone viewing the wall; 'ready' first, once subscribed. */
export type WallLiveEvent = WallOutputs['live'] extends AsyncIterable<infer Event> ? Event : never;

/** A post's counts as wall.live sends them. */
export type WallCounts = Omit<Extract<WallLiveEvent, { type: 'counts' }>, 'type'>;

/** What wall.react answers: the post's counts and the viewer's own reaction. */
export type WallReaction = WallOutputs['react'];

/** Who may take part (wall.access): the form and the buttons mirror the server's gate. */
export type WallAccess = WallOutputs['access'];
