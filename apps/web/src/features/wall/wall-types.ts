import type { Reaction } from '@edge/api/wall-kinds';

/**
 * The shapes the wall draws, as the wall procedures answer them (docs/wall.md). Kept here so the
 * components and the cache helpers stay testable without a server.
 */
export interface WallAuthor {
	userId: string;
	/** The business profile's title, else the person's name. */
	name: string;
	profileId: number | null;
	profileKind: 'business' | 'restaurant' | null;
	imageId: string | null;
}

export interface WallPost {
	id: number;
	title: string;
	content: string;
	imageId: string | null;
	createdAt: string;
	editedAt: string | null;
	author: WallAuthor;
	likeCount: number;
	dislikeCount: number;
	commentCount: number;
	myReaction: Reaction | null;
	mine: boolean;
	/** Hidden by staff: only its author and staff get it (docs/admin.md). */
	hidden?: WallHidden | null;
}

export interface WallHidden {
	hiddenAt: string;
	reason: string | null;
}

export interface WallComment {
	id: number;
	postId: number;
	body: string;
	createdAt: string;
	editedAt: string | null;
	author: WallAuthor;
	mine: boolean;
	hidden?: WallHidden | null;
}

export interface Page<T> {
	items: T[];
	nextCursor: number | null;
}

export interface WallCounts {
	postId: number;
	likeCount: number;
	dislikeCount: number;
	commentCount: number;
}

/** What wall.live streams to everyone viewing the wall; 'ready' first, once subscribed. */
export type WallLiveEvent =
	| { type: 'ready' }
	| ({ type: 'counts' } & WallCounts)
	| { type: 'comment'; postId: number; comment: Omit<WallComment, 'mine'> }
	| { type: 'post'; postId: number }
	| { type: 'removed'; postId: number; commentId: number | null }
	/** Staff hid or restored a post (commentId null) or a comment. */
	| { type: 'moderated'; postId: number; commentId: number | null; authorId: string; hidden: boolean };

/** Who may take part (wall.access): the form and the buttons mirror the server's gate. */
export interface WallAccess {
	signedIn: boolean;
	canTakePart: boolean;
	profiles: { id: number; title: string; kind: 'business' | 'restaurant'; imageId: string | null }[];
}
